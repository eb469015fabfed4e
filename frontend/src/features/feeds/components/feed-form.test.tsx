import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@/testing/render';
import { FeedForm } from './feed-form';

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function renderForm(props: Partial<Parameters<typeof FeedForm>[0]> = {}, language = 'en') {
  const onSubmit = jest.fn();
  await renderScreen(<FeedForm editing={false} submitting={false} onSubmit={onSubmit} onCancel={jest.fn()} {...props} />, { route: '/upload', language });
  return onSubmit;
}

describe('calendar feed form', () => {
  it('requires a name and a URL, with the product’s messages on the fields', async () => {
    const onSubmit = await renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Subscription' }));
    expect(await screen.findByText('Subscription name is required')).toBeInTheDocument();
    expect(screen.getByText('ICS URL is required')).toBeInTheDocument();
    expect(field('Subscription name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('ICS URL')).toHaveAttribute('aria-describedby', 'feed-url-error');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('trims the name: blanks alone are no name', async () => {
    const onSubmit = await renderForm();
    fireEvent.change(await screen.findByLabelText('Subscription name'), { target: { value: '   ' } });
    fireEvent.change(field('ICS URL'), { target: { value: 'https://cloud.timeedit.net/uu/web/schema/ri.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Subscription' }));
    expect(await screen.findByText('Subscription name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses what is not a link, names the allowed schemes, and clears a message on edit', async () => {
    await renderForm();
    fireEvent.change(await screen.findByLabelText('Subscription name'), { target: { value: 'Uni' } });
    fireEvent.change(field('ICS URL'), { target: { value: 'my timetable' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Subscription' }));
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();

    fireEvent.change(field('ICS URL'), { target: { value: 'ftp://cal.uni.edu/feed.ics' } });
    expect(screen.queryByText('Please enter a valid URL')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Subscription' }));
    expect(await screen.findByText('Only http, https and webcal links can be used as calendar feeds')).toBeInTheDocument();
  });

  it('accepts a webcal link and sends the trimmed values with the default interval of 30 minutes', async () => {
    const onSubmit = await renderForm();
    fireEvent.change(await screen.findByLabelText('Subscription name'), { target: { value: '  My TimeEdit  ' } });
    fireEvent.change(field('ICS URL'), { target: { value: ' webcal://cloud.timeedit.net/uu/ri.ics ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Subscription' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'My TimeEdit', url: 'webcal://cloud.timeedit.net/uu/ri.ics', syncInterval: 30 });
  });

  it('starts from the feed being edited and shows the save failure', async () => {
    const onSubmit = await renderForm({
      editing: true,
      initial: { name: 'Canvas', url: 'https://canvas.uni.edu/feeds/calendars/user_ab****.ics', syncInterval: 240 },
      saveError: 'Failed to save subscription',
    });
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(field('Subscription name')).toHaveValue('Canvas');
    expect(screen.getByText('Every 4 hours')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save subscription');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Canvas', url: 'https://canvas.uni.edu/feeds/calendars/user_ab****.ics', syncInterval: 240 });
  });

  it('speaks the interface language', async () => {
    await renderForm({}, 'da');
    fireEvent.click(await screen.findByRole('button', { name: 'Tilføj abonnement' }));
    expect(await screen.findByText('Abonnementets navn er påkrævet')).toBeInTheDocument();
    expect(screen.getByText('ICS-URL er påkrævet')).toBeInTheDocument();
  });
});
