import { createSlice } from '@reduxjs/toolkit';

/**
 * Signing out must hold even when the logout call fails (docs/product/accounts.md): this flag hides the
 * cached user until the next successful sign-in, whatever the server still thinks.
 */
const sessionSlice = createSlice({
  name: 'session',
  // newAccount: the session began with a sign-up in this tab, so /auth sends the student on to the onboarding (ADR 029).
  initialState: { signedOut: false, newAccount: false },
  reducers: {
    signedOut: (state) => {
      state.signedOut = true;
      state.newAccount = false;
    },
    accountCreated: (state) => {
      state.newAccount = true;
    },
    signedIn: (state) => {
      state.signedOut = false;
    },
  },
});

export const { signedOut, signedIn, accountCreated } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
