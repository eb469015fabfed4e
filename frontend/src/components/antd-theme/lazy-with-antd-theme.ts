import { createElement, lazy, type ComponentType } from 'react';

const antdTheme = () => import('./antd-theme');

/**
 * React.lazy for a named export built with antd: the page's chunk and antd's theme are fetched
 * together, one round trip, and the page renders inside the theme. Only these screens load antd;
 * the landing page and the shell around every page do not (ADR 041).
 */
export function lazyWithAntdTheme<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() =>
    Promise.all([load(), antdTheme()]).then(([page, { AntdTheme }]) => {
      const Page = page[name];
      const Themed = (props: object) => createElement(AntdTheme, null, createElement(Page, props));
      Themed.displayName = `Themed(${String(name)})`;
      return { default: Themed };
    }),
  );
}
