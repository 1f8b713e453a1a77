import { msg } from '@lingui/core/macro';

/** The path of the accessibility statement (linked from every footer and listed in the sitemap). */
export const ACCESSIBILITY_PATH = '/accessibilite';

/** The statement's title and description, in its own catalogue. */
export const accessibilitySeo = {
  title: msg`Accessibility statement`,
  description: msg`The accessibility of the Citerne souple online shop: conformance status with the RGAA 4.1 (WCAG 2.1 AA), how it is tested, known exceptions, how to report a barrier and your remedies.`,
};
