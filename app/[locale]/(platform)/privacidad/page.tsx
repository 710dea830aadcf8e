import { LegalPage, legalPageMetadata } from '@/components/legal/legal-page';

export function generateMetadata() {
  return legalPageMetadata('privacy');
}

/** The platform's `/privacidad`. */
export default function PlatformLegalPage() {
  return <LegalPage page="privacy" />;
}
