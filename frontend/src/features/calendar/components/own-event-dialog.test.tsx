import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeFetch, uninstallFakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderScreen } from '@/testing/render';
import { newOwnEventForm } from '../utils/own-event-form';
import { OwnEventDialog } from './own-event-dialog';

const stored = {
  id: '0b6f3d7e-0000-4000-8000-000000000001',
  title: 'Café shift',
  start: '2027-03-08T17:00:00+01:00',
  end: '2027-03-08T21:00:00+01:00',
  location: 'Nørrebro',
  note: '',
  repeat: 'none',
  showTitle: false,
  timeZone: 'Europe/Copenhagen',
  updatedAt: '2027-03-01T10:00:00Z',
};

describe('own event dialog', () => {
  let sent: SentRequest[];
  afterEach(() => uninstallFakeFetch());

  it('says what is wrong before sending, then sends the event on the student’s clock and closes', async () => {
    sent = installFakeFetch(() => ({ status: 201, body: stored }));
    const onClose = jest.fn();
    await renderScreen(<OwnEventDialog initial={newOwnEventForm('2027-03-08', 17 * 60, 21 * 60)} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Café shift' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '16:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The event must end after it starts.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '21:00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Repeat every week' }));
    fireEvent.change(await screen.findByLabelText('Last day'), { target: { value: '2027-06-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/events/own',
        body: {
          title: 'Café shift',
          start: '2027-03-08T17:00',
          end: '2027-03-08T21:00',
          location: '',
          note: '',
          repeat: 'weekly',
          repeatUntil: '2027-06-07',
          showTitle: false,
        },
      },
    ]);
  });

  it('shows the server’s refusal in the student’s language and keeps the dialog open', async () => {
    installFakeFetch(() => ({ status: 403, body: { message: 'You can only change your own events.' } }));
    const onClose = jest.fn();
    await renderScreen(<OwnEventDialog initial={{ ...newOwnEventForm('2027-03-08'), title: 'Shift' }} eventId={stored.id} onClose={onClose} />, {
      language: 'da',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Du kan kun ændre dine egne begivenheder.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
