import { LegalPage, legalPageMetadata } from '@/components/legal/legal-page';

export function generateMetadata() {
  return legalPageMetadata('copyright');
}

/** The platform's `/copyright`. */
export default function PlatformLegalPage() {
  return <LegalPage page="copyright" />;
}
