/** Customer portal (post remote) and admin sign-in (admin remote) strings. */
export const portal = {
  portal: {
    title: 'My account',
    greeting: 'Hello, {{name}}',
    login: {
      title: 'Please login',
      body: 'Sign in to see your posts, saved listings and account settings.',
      button: 'Login',
    },
    tabsLabel: 'Account sections',
    tabs: {
      dashboard: 'Dashboard',
      saved: 'Saved',
      settings: 'Settings',
    },
    comingSoon: 'Coming soon',
    dashboard: {
      title: 'My posts',
      body: 'Your statistics and your posts will appear here soon.',
      createPost: 'Create a post',
    },
    saved: {
      title: 'Saved listings',
      body: 'The listings you save will appear here soon.',
    },
    settings: {
      title: 'Account settings',
      phone: 'Phone number',
      username: 'Username',
      role: 'Role',
      roles: {
        user: 'User',
        admin: 'Admin',
      },
      notSet: '—',
      changePin: 'Change PIN',
      logout: 'Logout',
    },
  },
  adminLogin: {
    title: 'Admin login',
    subtitle: 'For Chợ Nail administrators only.',
    phone: 'Phone number',
    phonePlaceholder: '(123) 456-7890',
    password: 'Password',
    submit: 'Login',
    submitting: 'Signing in...',
    successTitle: 'Login successful!',
    successBody: 'Welcome back!',
    failedTitle: 'Login failed',
    tryAgain: 'Please try again',
    unauthorizedTitle: 'Unauthorized access',
    unauthorizedBody: 'This account cannot open the admin area.',
    backHome: 'Back to home',
    logout: 'Logout',
  },
};
