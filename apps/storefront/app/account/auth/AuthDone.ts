/** What a form of the auth modal calls once it has done its job: the modal closes and shows `message`. */
export type AuthDone = (message: string) => void;
