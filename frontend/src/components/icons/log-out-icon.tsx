import Icon from '@ant-design/icons';
import type { GetProps } from 'antd';

/**
 * A door frame with an arrow leaving it. antd's LogoutOutlined is an open circle with an arrow,
 * which students took for 'refresh' next to the real refresh buttons (issue 18). The path is
 * Material Design's 'logout' icon (Apache License 2.0).
 */
function LogOutSvg() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" focusable="false">
      <path d="M17 7l-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4V5z" />
    </svg>
  );
}

export function LogOutIcon(props: Omit<GetProps<typeof Icon>, 'component'>) {
  return <Icon component={LogOutSvg} {...props} />;
}
