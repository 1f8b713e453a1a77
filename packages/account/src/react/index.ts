// @citerne/account/react: the React bindings of the framework-free session, newsletter and recently viewed list.

export { AccountSessionProvider, type AccountSessionProviderProps } from './AccountSessionProvider';
export { type UseAccountSessionResult, useAccountSession } from './useAccountSession';
export { useNewsletter } from './useNewsletter';
export { useRecentlyViewed } from './useRecentlyViewed';
