// @citerne/account/react: the React bindings of the framework-free session, newsletter, recently viewed list and saved lists (compare, wishlist).

export { AccountSessionProvider, type AccountSessionProviderProps } from './AccountSessionProvider';
export { type UseAccountSessionResult, useAccountSession } from './useAccountSession';
export { useNewsletter } from './useNewsletter';
export { useRecentlyViewed } from './useRecentlyViewed';
export { useSavedList } from './useSavedList';
