import { Flex, Spin } from 'antd';

/** Shown while a static page's code or texts arrive; sized so the footer does not jump. */
export function PageLoading() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '50vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
