/** A well-formed sandbox API key (any key of this shape is an account on the stand-in). */
export const SANDBOX_CJ_API_KEY = 'CJ4104001@api@0123456789abcdef0123456789abcdef';
