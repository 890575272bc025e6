/** How long one evaluation of site code may run, unless config `limits.evaluateMs` says otherwise. */
export const DEFAULT_EVALUATE_MS = 10_000;
