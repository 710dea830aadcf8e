import { buyPackageFromForm } from '@/lib/server/packages/buy-package-form';

/** The buy button of `/apps/paquetes/{id}`: a form POST, answered with a 303 (spec 02 §4). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return buyPackageFromForm(request, (await params).id);
}
