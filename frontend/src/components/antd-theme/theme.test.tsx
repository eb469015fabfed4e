import { render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { buttonConfig } from './theme';

describe('the app’s antd settings', () => {
  it('write two-character Chinese button labels as written, without a space between them', () => {
    render(
      <ConfigProvider button={buttonConfig}>
        <Button>今天</Button>
      </ConfigProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('今天');
  });
});
