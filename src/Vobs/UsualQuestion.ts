/**
 * The question staff ask when they name none: the autopilot's, and an ask sent without `content`. Its
 * own module: the API definition describes it, and must reach no service (ARCHITECTURE.md rule 9).
 */
export const USUAL_QUESTION = "Please send a photo of the back of the insurance card."
