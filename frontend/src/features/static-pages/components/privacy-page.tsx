import { LegalDocument } from './legal-document';

export function PrivacyPage() {
  return <LegalDocument namespace="static-privacy" />;
}
