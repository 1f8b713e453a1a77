/** A CMS or static page (SPEC §2 "CMS page", static pages). */
export interface CmsPageData {
  readonly identifier: string;
  readonly title: string;
  /** Sanitised HTML. */
  readonly html: string;
  /** Whether the content brings its own main heading. */
  readonly hasOwnHeading: boolean;
  /** A legal page shown with the example seller identity: it says so (issue 18). */
  readonly exampleSeller: boolean;
}

/** The query key of a CMS page. */
export const cmsPageKey = (storeCode: string, identifier: string) => ['cms-page', storeCode, identifier] as const;
