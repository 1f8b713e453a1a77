// @citerne/account/react: the React bindings of the framework-free session.

export { AccountSessionProvider, type AccountSessionProviderProps } from './AccountSessionProvider';
export { type UseAccountSessionResult, useAccountSession } from './useAccountSession';
