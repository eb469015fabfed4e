import { theme, type ConfigProviderProps, type ThemeConfig } from 'antd';

// Colours chosen for WCAG AA: links and primary buttons keep ≥ 4.5:1 against their background
// in both themes, and secondary text is darker than antd's default 45 % grey.
const shared: ThemeConfig['token'] = {
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans CJK SC', sans-serif",
  borderRadius: 8,
};

export const lightTheme: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    ...shared,
    colorPrimary: '#4f46e5',
    // antd lightens primary on hover by default, which drops white text below 4.5:1.
    colorPrimaryHover: '#4338ca',
    colorPrimaryActive: '#3730a3',
    colorLink: '#4338ca',
    colorLinkHover: '#3730a3',
    colorSuccess: '#15803d',
    // Derived from the darker, AA-safe success green, antd's success background turns grey-green.
    colorSuccessBg: '#f0fdf4',
    colorSuccessBorder: '#86efac',
    colorError: '#c81e1e',
    colorWarning: '#b45309',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorBgLayout: '#f6f7fb',
  },
};

export const darkTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    ...shared,
    colorPrimary: '#5558e8',
    colorPrimaryHover: '#4f51e0',
    colorPrimaryActive: '#4338ca',
    colorLink: '#a5b4fc',
    colorLinkHover: '#c7d2fe',
    colorSuccess: '#4ade80',
    colorSuccessBg: '#11291a',
    colorSuccessBorder: '#166534',
    colorError: '#f87171',
    colorWarning: '#fbbf24',
    colorTextTertiary: 'rgba(255, 255, 255, 0.68)',
    colorTextDescription: 'rgba(255, 255, 255, 0.68)',
    colorBgLayout: '#0f1117',
    colorBgContainer: '#171a23',
    colorBgElevated: '#1f2330',
  },
  // Primary-coloured text on the dark background needs the lighter indigo.
  components: {
    Tabs: { itemSelectedColor: '#a5b4fc', itemHoverColor: '#c7d2fe', itemActiveColor: '#c7d2fe', inkBarColor: '#a5b4fc' },
    Menu: { itemSelectedColor: '#a5b4fc' },
    // White on the light red of the dark theme is below 4.5:1; dark text on it is not.
    Button: { dangerColor: '#1c0606' },
  },
};

// antd puts a space between two Chinese characters on a button ('今 天'); 中文 is written without one.
export const buttonConfig: ConfigProviderProps['button'] = { autoInsertSpace: false };
