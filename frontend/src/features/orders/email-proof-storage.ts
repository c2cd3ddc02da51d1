/** Proofs of e-mail ownership last for this browser tab only. */
const key = (email: string) => `kedai_email_proof:${email.trim().toLowerCase()}`;

export const getEmailProof = (email: string) => sessionStorage.getItem(key(email));
export const setEmailProof = (email: string, token: string) => sessionStorage.setItem(key(email), token);
/** A proof the server no longer takes (expired): forgotten, so the code is asked again. */
export const clearEmailProof = (email: string) => sessionStorage.removeItem(key(email));
