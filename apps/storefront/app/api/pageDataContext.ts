import { createContext } from 'react';

/** Finds page data by key hash in the nearest {@link PageDataBoundary} and those around it; `undefined` if none has it. */
export type PageDataLookup = (hash: string) => unknown;

export const pageDataContext = createContext<PageDataLookup>(() => undefined);
