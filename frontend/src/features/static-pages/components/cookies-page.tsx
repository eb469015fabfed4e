import { LegalDocument } from './legal-document';

export function CookiesPage() {
  return <LegalDocument namespace="static-cookies" />;
}
