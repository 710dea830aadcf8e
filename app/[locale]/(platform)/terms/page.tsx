import { LegalPage, legalPageMetadata } from '@/components/legal/legal-page';

export function generateMetadata() {
  return legalPageMetadata('terms');
}

/** The platform's `/terms`. */
export default function PlatformLegalPage() {
  return <LegalPage page="terms" />;
}
