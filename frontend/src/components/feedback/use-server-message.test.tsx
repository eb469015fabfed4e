import { screen } from '@testing-library/react';
import { renderScreen } from '@/testing/render';
import { useServerMessage } from './use-server-message';

const unavailable = (service: string) => `The ${service} service is not available yet. Please try again later.`;

function Shown({ message }: { message: string }) {
  const translate = useServerMessage();
  return <p>{translate(message)}</p>;
}

describe('server messages in the user’s language', () => {
  it.each([
    ['da', 'billing', 'Tjenesten til betaling er ikke tilgængelig endnu. Prøv igen senere.'],
    ['da', 'ingestion', 'Tjenesten til kalenderimport er ikke tilgængelig endnu. Prøv igen senere.'],
    ['en', 'billing', 'The payment service is not available yet. Please try again later.'],
    ['zh', 'groups', '学习小组服务暂不可用，请稍后再试。'],
  ])('in %s, names what the %s service does instead of its internal name', async (language, service, expected) => {
    await renderScreen(<Shown message={unavailable(service)} />, { language });
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('shows a service the app has no name for as the gateway wrote it', async () => {
    await renderScreen(<Shown message={unavailable('mailer')} />);
    expect(screen.getByText(unavailable('mailer'))).toBeInTheDocument();
  });
});
