import { LegalDocument } from './legal-document';

export function TermsPage() {
  return <LegalDocument namespace="static-terms" />;
}
