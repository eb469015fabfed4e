import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const DARK_MODE_STORAGE_KEY = 'darkMode';

/** This browser's last choice, else the system's preference, so the first paint has the right theme. */
function initialDarkMode(): boolean {
  try {
    const stored = localStorage.getItem(DARK_MODE_STORAGE_KEY);
    if (stored === 'true' || stored === 'false') return stored === 'true';
    return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    return false;
  }
}

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: () => ({ darkMode: initialDarkMode() }),
  reducers: {
    darkModeChanged: (state, action: PayloadAction<boolean>) => {
      state.darkMode = action.payload;
      try {
        localStorage.setItem(DARK_MODE_STORAGE_KEY, String(action.payload));
      } catch {
        // Storage disabled: the theme still applies to this page.
      }
    },
  },
});

export const { darkModeChanged } = preferencesSlice.actions;
export const preferencesReducer = preferencesSlice.reducer;
