// messages.ts — docs/client.md#messages-and-errors, word for word: what the user reads after each call.

export const SUCCESS = {
  login: 'Login successful',
  register: 'Registration successful',
  passwordReset: 'Password reset email sent successfully',
  favoriteAdded: 'Channel added to favorites',
  favoriteRemoved: 'Channel removed from favorites',
  profileUpdated: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully',
  verificationSent: 'Verification email sent successfully',
  emailVerified: 'Email verified successfully',
  supportSent: 'Support message sent successfully',
} as const;

/** Shown when a call fails and the provider gave no message of its own. */
export const FALLBACK = {
  login: 'Login failed',
  register: 'Registration failed',
  passwordReset: 'Password reset failed',
  favoriteAdd: 'Failed to add to favorites',
  favoriteRemove: 'Failed to remove from favorites',
  favorites: 'Failed to fetch favorites',
  channelsList: 'Failed to fetch channels list',
  channels: 'Failed to fetch channels',
  subscriptions: 'Failed to fetch subscriptions',
  addToCart: 'Failed to add to cart',
  subscribe: 'Failed to subscribe to plan',
  cancelSubscription: 'Failed to cancel subscription',
  updateProfile: 'Failed to update profile',
  changePassword: 'Failed to change password',
  sendVerification: 'Failed to send verification email',
  verifyEmail: 'Failed to verify email',
  orders: 'Failed to fetch order history',
  support: 'Failed to send support message',
  chatLoad: 'Failed to load chat messages',
  // Not in the spec's catalogue; the spec is silent on these failures.
  chatSend: 'Failed to send message',
  castLink: 'Failed to start casting',
  recordings: 'Failed to fetch recordings',
  recordingAdd: 'Failed to schedule recording',
  recordingRemove: 'Failed to remove recording',
  recordingRestore: 'Failed to restore recording',
  recordingProtect: 'Failed to change recording protection',
  rules: 'Failed to fetch recording rules',
  rulePreview: 'Failed to check the guide for this rule',
  ruleSave: 'Failed to save recording rule',
  ruleOrder: 'Failed to change rule priorities',
  ruleRemove: 'Failed to delete recording rule',
  reminders: 'Failed to fetch reminders',
  reminderSet: 'Failed to set reminder',
  reminderRemove: 'Failed to remove reminder',
  cart: 'Failed to fetch cart',
  challenge: 'Payment verification failed',
} as const;

export const ERRORS = {
  sessionExpired: 'Session expired',
  unauthorized: 'Unauthorized',
  noSessionKey: 'No session key available',
  passwordTooShort: 'New password is too short',
  currentPasswordIncorrect: 'Current password is incorrect',
  network: 'Network error',
  invalidAnswer: 'Invalid answer from the server',
} as const;

/** docs/api.md#passwords: the provider enforces 8; the app refuses shorter new passwords before hashing. */
export const MIN_PASSWORD_LENGTH = 8;
