import { theme, type ConfigProviderProps, type ThemeConfig } from 'antd';
import { borderRadius, fontFamily, palettes, type Palette, type ThemeName } from '@/theme/tokens';

/**
 * antd's theme, light and dark, from the app's tokens (src/theme/tokens.ts, ADR 051): the same
 * colours the stylesheets use through their custom properties. antd 6 writes its tokens as CSS
 * variables (--ant-*) on its components.
 */
function antdTheme(name: ThemeName, p: Palette): ThemeConfig {
  return {
    algorithm: name === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      fontFamily,
      borderRadius,
      colorPrimary: p.primary,
      colorPrimaryHover: p.primaryHover,
      colorPrimaryActive: p.primaryActive,
      colorLink: p.link,
      colorLinkHover: p.linkHover,
      colorSuccess: p.success,
      colorSuccessBg: p.successBg,
      colorSuccessBorder: p.successBorder,
      colorError: p.error,
      colorWarning: p.warning,
      // Secondary text darker than antd's default 45 % grey, for AA.
      colorTextTertiary: p.textTertiary,
      colorTextDescription: p.textTertiary,
      colorBgLayout: p.bg,
      ...(name === 'dark' ? { colorBgContainer: p.surface, colorBgElevated: p.surfaceElevated } : {}),
    },
    components: {
      // The app's focus ring (styles.css) on the FAQ headers too: antd's selector for their outline outranks it.
      Collapse: { colorPrimaryBorder: p.focus },
      ...(name === 'dark'
        ? {
            // Primary-coloured text on the dark background needs the lighter indigo.
            Tabs: { itemSelectedColor: p.link, itemHoverColor: p.linkHover, itemActiveColor: p.linkHover, inkBarColor: p.link },
            Menu: { itemSelectedColor: p.link },
            // White on the light red of the dark theme is below 4.5:1; dark text on it is not.
            Button: { dangerColor: p.dangerOnError },
          }
        : {}),
    },
  };
}

export const lightTheme = antdTheme('light', palettes.light);
export const darkTheme = antdTheme('dark', palettes.dark);

// antd puts a space between two Chinese characters on a button ('今 天'); 中文 is written without one.
export const buttonConfig: ConfigProviderProps['button'] = { autoInsertSpace: false };
