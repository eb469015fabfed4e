import { createSlice } from '@reduxjs/toolkit';

/**
 * Signing out must hold even when the logout call fails (SPEC.md §4): this flag hides the
 * cached user until the next successful sign-in, whatever the server still thinks.
 */
const sessionSlice = createSlice({
  name: 'session',
  initialState: { signedOut: false },
  reducers: {
    signedOut: (state) => {
      state.signedOut = true;
    },
    signedIn: (state) => {
      state.signedOut = false;
    },
  },
});

export const { signedOut, signedIn } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
