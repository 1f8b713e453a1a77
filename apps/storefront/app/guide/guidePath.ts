/** The buying guide's path (SPEC §2 menu link "Guide d'achat", footer "Comment choisir sa citerne souple ?"). */
export const GUIDE_PATH = '/comment-choisir-sa-citerne-souple';
