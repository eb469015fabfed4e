import { act, screen } from '@testing-library/react';
import { renderScreen } from '@/testing/render';
import { OfflineNotice } from './offline-notice';

function goOffline(offline: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('offline notice (ADR 033)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says nothing online, then tells a signed-in student the schedule is the last loaded one, and goes when the network returns', async () => {
    await renderScreen(<OfflineNotice signedIn />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    goOffline(true);
    expect(region).toHaveTextContent("You're offline. Showing your schedule as it was last loaded. Saving changes needs a connection.");
    // The toasts move up above the notice by this mark (toaster.module.css).
    expect(document.querySelector('[data-offline-notice]')).toBe(region.firstElementChild);

    goOffline(false);
    expect(region).toBeEmptyDOMElement();
    expect(document.querySelector('[data-offline-notice]')).toBeNull();
  });

  it('tells a visitor what needs the network, in their language', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderScreen(<OfflineNotice signedIn={false} />, { language: 'da' });
    expect(screen.getByRole('status')).toHaveTextContent('Du er offline. Du skal have forbindelse for at logge ind og sende noget.');
  });

  it('puts no space after the Chinese full stop', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderScreen(<OfflineNotice signedIn />, { language: 'zh' });
    expect(screen.getByRole('status').textContent).toBe('你已离线。正在显示上次加载的课表。保存更改需要联网。');
    expect(screen.getByText('你已离线。').tagName).toBe('STRONG');
  });
});
