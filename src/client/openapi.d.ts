// Generated from GET /openapi.json by scripts/generate-openapi-types.ts: do not edit.
// Regenerate with `npm run openapi:types` after changing the API.

export interface paths {
    "/v1/credentialing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List credentialing records
         * @description The company's credentialing records (entities and rendering providers), a page at a time.
         */
        get: operations["credentialing.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credentialing/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a credentialing record
         * @description One credentialing record with its credentialed insurances and location.
         */
        get: operations["credentialing.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/patients/upsert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update a patient
         * @description Matches an existing patient (patient_id, then typed external ID, exact demographics, phone plus fuzzy name, email plus fuzzy name) and updates it, or creates one. Unknown fields are ignored. 400 with `dropped_fields` when no patient can be created from what is usable.
         */
        post: operations["patients.upsert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/patients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List patients
         * @description The company's active patients, in creation order, a page at a time.
         */
        get: operations["patients.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/patients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a patient
         * @description One active patient of the company.
         */
        get: operations["patients.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/patients/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update patients in a batch
         * @description Creates or updates 1 to 500 patients by the upsert rules; rows are processed independently and returned in order (`row` is the item's index). 0 or more than 500 items is 422 for the whole body.
         */
        post: operations["patientBatch.batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payor
         * @description A patient coverage record with its insurance and payor services. `fields` (comma-separated) returns only those fields plus `id`; an unknown name is 422.
         */
        get: operations["payors.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payor-services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payor service
         * @description Adds the benefit details of one service type to a payor.
         */
        post: operations["payors.createService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/patient-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List patient policies
         * @description Active policies, every filter ANDed. expiration: expiring = end_date from today through the next 30 days, expired = end_date before today, eligibility_stale = eligibility checked more than 90 days ago (today is the company's sandbox clock).
         */
        get: operations["patientPolicies.list"];
        put?: never;
        /**
         * Create a patient policy
         * @description Adds a coverage to a patient: one policy per tier, at most four.
         */
        post: operations["patientPolicies.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/patient-policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a patient policy
         * @description One active policy with its current verification and latest eligibility check; `expand` embeds its insurance or patient.
         */
        get: operations["patientPolicies.get"];
        put?: never;
        post?: never;
        /**
         * Delete a patient policy
         * @description Soft delete: the policy is returned inactive and never listed again.
         */
        delete: operations["patientPolicies.delete"];
        options?: never;
        head?: never;
        /**
         * Update a patient policy
         * @description Send the current `version`; another version is 409 version_conflict.
         */
        patch: operations["patientPolicies.update"];
        trace?: never;
    };
    "/sandbox/v1/patients/{id}/stage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a patient to a workflow stage (staff)
         * @description Staff move the patient to a workflow stage: patient_stage_changed, and patient_insurance_verification entering the Insurance Verification stage.
         */
        post: operations["sandboxRecords.movePatientStage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/patient-policies/{id}/current-version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Write a policy's current verification
         * @description Writes (merges) the policy's current verification, as a completed verification or an eligibility check would: eligibility status and date, network status, amounts... Created on first write. An eligibility answer (eligibility_check_status active or inactive) also sets the policy's latest_eligibility_check.
         */
        put: operations["sandboxRecords.writePolicyVersion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/payors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payor on a patient
         * @description Puts a payor (coverage record) on a patient, as a verification would: insurance by insurance_id or insurance_name, and any payor field.
         */
        post: operations["sandboxRecords.createPayor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a sandbox company
         * @description Creates an isolated company seeded with the fixtures and returns its credentials, its fixtures (as `GET /sandbox/v1/fixtures` lists them) and its clock (frozen at `at` when one is sent). Needs no credentials; companies never see each other's records. With `seed`, the same script gives the same ids, secrets and generated values on every run.
         */
        post: operations["sandboxCompanies.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the clock
         * @description The company's sandbox clock: its current instant and whether it runs or is frozen.
         */
        get: operations["sandboxClock.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance the clock
         * @description Moves the company's clock forward and runs every job that falls due, in due-time order, each at its own due time (including jobs those jobs schedule); answers when all are done.
         */
        post: operations["sandboxClock.advance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/clock/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Freeze the clock
         * @description Freezes the clock at `at` (default: now; a date-time without a zone is UTC). Jobs due by then run right away. An `at` before now is 409 `invalid_state` once the company has records: reset it first.
         */
        post: operations["sandboxClock.freeze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/clock/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume real time
         * @description Back to real time, continuing from the clock's current instant.
         */
        post: operations["sandboxClock.resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/fixtures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company's fixtures
         * @description Ids of everything the company was seeded with.
         */
        get: operations["sandboxData.fixtures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the company to its fixtures
         * @description Deletes the company's records, jobs, events and idempotency keys and seeds its fixtures again. Credentials, users and the clock are kept.
         */
        post: operations["sandboxData.reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the sandbox settings
         * @description The company's sandbox settings: the assistant's label, whether prior-authorization requests ask for a VOB by default, the webhook response deadline.
         */
        get: operations["sandboxData.settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the sandbox settings
         * @description Changes the company's configuration: the label staff appear under to API-key callers, whether a prior authorization created without `request_vob` (or by a request) asks for a VOB, and the webhook response deadline. A reset restores the fixtures.
         */
        patch: operations["sandboxData.updateSettings"];
        trace?: never;
    };
    "/sandbox/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List emitted events
         * @description Every event the company emitted, newest first, whether or not a webhook subscribes.
         */
        get: operations["sandboxData.events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream events live (Server-Sent Events)
         * @description Every event the company records, sent once it is committed, for as long as the connection stays open. Same credentials as the API (a header, so use a client that can send one: `EventSource` cannot). After a dropped connection, reconnect with `Last-Event-ID` set to the last id received to lose nothing. A company holds at most 100 open streams on one server (more: 429 `too_many_streams`; `--max-streams-per-company`); a client that leaves more than 4 MB unread, or reads nothing for 30 s while events wait, is disconnected.
         */
        get: operations["sandboxEventStream.stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List scheduled and finished jobs
         * @description The company's jobs on its sandbox clock, soonest due first: autopilot staff steps, auto-cancel, webhook attempts, request processing. `record_id` keeps those acting on one record; `due_after` (exclusive) and `due_until` (inclusive) bound the due time, e.g. to see what a clock advance ran.
         */
        get: operations["sandboxInspection.jobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/verification-of-benefits-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List VOB requests
         * @description The company's VOB requests, newest first, in their /v1 form plus the ids of the files they were submitted with.
         */
        get: operations["sandboxInspection.vobRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/prior-authorization-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List prior-authorization requests
         * @description The company's prior-authorization requests, newest first, in their /v1 form plus the ids of the files they were submitted with.
         */
        get: operations["sandboxInspection.priorAuthorizationRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List files
         * @description The company's active files in upload order, a page at a time: records only, never the bytes.
         */
        get: operations["files.list"];
        put?: never;
        /**
         * Upload a file
         * @description multipart/form-data with `file` (at most 50 MB), optional `document_type` and `patient_id` (an active patient of the company). PDF, PNG and JPEG are recognised from the bytes (`attachable: true`); anything else is stored with the declared content type and `attachable: false`.
         */
        post: operations["files.upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a file
         * @description One active file's record (name, type, size, whether VOB and prior-authorization requests can attach it).
         */
        get: operations["files.get"];
        put?: never;
        post?: never;
        /**
         * Delete a file
         * @description Soft delete: returns the file with `active: false`; afterwards it is 404 and never listed. Policy card slots that named it are emptied.
         */
        delete: operations["files.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks
         * @description The clinic team's tasks in creation order, a page at a time.
         */
        get: operations["tasks.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a task
         * @description One task of the clinic's team.
         */
        get: operations["tasks.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List conversations
         * @description The company's conversations in creation order, a page at a time.
         */
        get: operations["conversations.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflow-stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workflow stages
         * @description The company's workflow stages in their order.
         */
        get: operations["workflowStages.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a task (staff)
         * @description Staff create a task (priority defaults to medium, status to pending). `patient_id` must be an active patient (404), `assigned_user_ids` users of the company (422). Emits task_created (and task_completed when created completed).
         */
        post: operations["sandboxTasks.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a task (staff)
         * @description Staff change a task. A sent `version` other than the current one is 409 version_conflict. Emits task_assigned (assignees changed), task_completed (status became completed) and task_updated (any other field); nothing when no value changed.
         */
        patch: operations["sandboxTasks.update"];
        trace?: never;
    };
    "/sandbox/v1/tasks/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comment on a task (staff)
         * @description Staff comment on a task. Emits task_comment_created.
         */
        post: operations["sandboxTasks.comment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a conversation
         * @description Opens a conversation with an active patient of the company (what messaging does in the real service).
         */
        post: operations["sandboxConversations.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/verification-of-benefits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List VOBs
         * @description The company's VOBs grouped by status (pending, in_progress, missing_information, completed, cancelled), most recently updated first within each group. `status` may repeat. `include=result` embeds results.
         */
        get: operations["vobs.list"];
        put?: never;
        /**
         * Create a VOB
         * @description Asks staff to verify the benefits of a patient policy. Undeclared fields are 422; `priority` takes JSON booleans only. `prior_authorization_id` must name a prior authorization of the same patient on the policy's insurance.
         */
        post: operations["vobs.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/verification-of-benefits/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find or open a VOB
         * @description Find-or-open: the VOB already open on the policy (`already_open`), or a new one (`opened`).
         */
        post: operations["vobs.resolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/verification-of-benefits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a VOB
         * @description One VOB with its patient, specialties, result (once completed), follow-up, review and sync state.
         */
        get: operations["vobs.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a VOB
         * @description Changes priority, notes or specialties. Refused (409) once cancelled.
         */
        patch: operations["vobs.update"];
        trace?: never;
    };
    "/v1/verification-of-benefits/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a VOB
         * @description Cancels an open VOB; the reason is posted as a comment.
         */
        post: operations["vobs.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/verification-of-benefits/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a VOB's comments
         * @description The VOB's comments, oldest first.
         */
        get: operations["vobs.comments"];
        put?: never;
        /**
         * Comment on a VOB
         * @description A comment for staff; after a missing-information ask it answers the ask.
         */
        post: operations["vobs.comment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/verification-of-benefits/{id}/follow-up-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a follow-up on a VOB
         * @description Asks staff to look at a completed VOB again; the text is posted as a comment. 409 when not completed, a follow-up is open, a newer VOB is open on the policy or holds its current result, the VOB is backfilled, or its patient or policy was deleted. 403 for the operator's global keys.
         */
        post: operations["vobs.followUpRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/verification-of-benefits/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review a VOB
         * @description true marks a completed VOB reviewed (and starts a sync to integrations that wait for review); false clears the review. 409 when not completed or a follow-up is open.
         */
        post: operations["vobs.review"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/verification-of-benefits/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync a VOB to integrations
         * @description Pushes the patient's results to integrations that sync VOBs. 409 when not completed, none of your integrations syncs VOBs, or a follow-up is open.
         */
        post: operations["vobs.sync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/verification-of-benefits/backfilled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a backfilled VOB
         * @description A completed VOB for a verification that predates VOB requests (backfilled: true): listed like any other, but a follow-up cannot be requested on it.
         */
        post: operations["sandboxVobs.createBackfilled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/verification-of-benefits/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a VOB (staff)
         * @description Staff pick the VOB up: pending → in_progress.
         */
        post: operations["sandboxVobs.start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/verification-of-benefits/{id}/ask-missing-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for missing information (staff)
         * @description Staff ask the caller for missing information: the content is posted as a staff comment and the VOB moves to missing_information with a missing_information_ask. Without content (or a body) staff ask the usual question: "Please send a photo of the back of the insurance card."
         */
        post: operations["sandboxVobs.askMissingInformation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/verification-of-benefits/{id}/warn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Warn of auto-cancellation (staff)
         * @description Staff warn that an unanswered ask cancels the VOB on auto_cancel_on (default: today + 7 days on the sandbox clock). An auto-cancel job runs on that date unless the caller answers first.
         */
        post: operations["sandboxVobs.warn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/verification-of-benefits/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a VOB (staff)
         * @description Staff go on with the VOB: missing_information → in_progress.
         */
        post: operations["sandboxVobs.resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/verification-of-benefits/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a VOB (staff)
         * @description Staff complete the VOB with a result (generated when omitted; given fields override the generated ones). Writes the policy's current version and the patient's payor with its services.
         */
        post: operations["sandboxVobs.complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/verification-of-benefits/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a VOB (staff)
         * @description Staff cancel an open VOB; the reason is posted as a staff comment.
         */
        post: operations["sandboxVobs.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/verification-of-benefits/{id}/follow-up/take": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a follow-up request (staff)
         * @description Staff take the caller's follow-up request: in_progress.
         */
        post: operations["sandboxVobs.takeFollowUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/verification-of-benefits/{id}/follow-up/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a follow-up (staff)
         * @description Staff start a follow-up on a completed VOB themselves.
         */
        post: operations["sandboxVobs.startFollowUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/verification-of-benefits/{id}/follow-up/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a follow-up (staff)
         * @description Staff close the follow-up, optionally correcting the result (merged over the current one). A changed result sends vob_updated [result] and is pushed again to integrations that already received it.
         */
        post: operations["sandboxVobs.closeFollowUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/verification-of-benefits/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comment on a VOB (staff)
         * @description A staff comment on the VOB (vob_comment_created).
         */
        post: operations["sandboxVobs.staffComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/verification-of-benefits/{id}/sync-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle a VOB's pending sync
         * @description Settles the VOB's pending push now with the given outcome (pushes otherwise succeed 5 sandbox seconds after they start).
         */
        post: operations["sandboxVobs.settleSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/verification-of-benefits/{id}/transitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a VOB's allowed transitions
         * @description Every staff action and caller operation, whether it is allowed now and, if not, why: read from the same state machine that enforces them.
         */
        get: operations["sandboxVobs.transitions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/integrations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an integration
         * @description Changes what one of the company's integrations does with VOBs (e.g. none syncs VOBs: sync is null and POST /v1/verification-of-benefits/{id}/sync is 409).
         */
        patch: operations["sandboxVobs.updateIntegration"];
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook subscriptions
         * @description The company's active subscriptions, without their secrets.
         */
        get: operations["webhooks.list"];
        put?: never;
        /**
         * Create a webhook subscription
         * @description Subscribes a URL to event types. The answer is the only one that includes `secret_key`: keep it to verify the `X-Svc-Signature` of every delivery.
         */
        post: operations["webhooks.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook subscription (without its secret)
         * @description One active subscription; its secret is shown only when it is created.
         */
        get: operations["webhooks.get"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook subscription
         * @description Soft delete: answers the subscription inactive; it is then 404 and never listed, and its pending deliveries are failed without another attempt.
         */
        delete: operations["webhooks.delete"];
        options?: never;
        head?: never;
        /**
         * Update a webhook subscription
         * @description Changes the URL, event types, description or `is_active`; an inactive subscription is sent nothing.
         */
        patch: operations["webhooks.update"];
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a subscription's deliveries, newest first
         * @description `limit` defaults to 50. `starting_after` (a delivery id) lists the deliveries after it (older), `ending_before` those before it (newer); pages count from the cursor.
         */
        get: operations["webhooks.deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{delivery_id}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver a recorded event
         * @description Sends the delivery's event again now (also a delivered one), with the same body and event id, and answers the delivery with the new attempt recorded. One attempt: a failure schedules nothing.
         */
        post: operations["webhooks.redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Sends a synthetic event of the requested type, signed with the subscription's secret, with placeholder ids (test-patient-id, test-task-id, test-comment-id, test-user-id, test-vob-id) and an event_id beginning `test_`; answers its delivery record (one attempt, not retried).
         */
        post: operations["webhooks.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/verification-of-benefits-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a VOB request
         * @description Matches or creates a patient, stores known coverage, reads insurance-card files, and opens a VOB for every active policy of the patient, asynchronously: 202 with a Location header and the queued request. Unknown fields are refused anywhere in the body.
         */
        post: operations["vobRequests.submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/verification-of-benefits-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a VOB request
         * @description The request (200 also when it failed: the failure is in `error`).
         */
        get: operations["vobRequests.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/files/{id}/reading": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a card reading
         * @description Registers what the card reader reads from the file: `{outcome: "read", cards: [...]}` or `{outcome: "unreadable"}` (a new reading replaces the last). VOB requests waiting on the file go on; a request whose files have no reading within 10 sandbox minutes fails `files_unreadable`.
         */
        post: operations["sandboxIntake.read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/files/{id}/extraction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a document extraction
         * @description Registers what document extraction finds in the file: `{outcome: "extracted", data: {...}}` (the shape of a prior-authorization request's `data`) or `{outcome: "unreadable"}` (a new extraction replaces the last). Prior-authorization requests waiting on the file go on; a request whose files have no extraction within 10 sandbox minutes fails `files_unreadable`.
         */
        post: operations["sandboxIntake.extract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/test-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Test member numbers that drive outcomes
         * @description The grammar `SBX-<OUTCOME>[-<DELAY>][-<SHAPE>]...` of member numbers whose policies' VOBs staff drive on the sandbox clock, every outcome and shape with what it does, and worked examples.
         */
        get: operations["sandboxTestMembers.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List fault rules
         * @description The company's fault rules in creation order (the order they are tried in), with their counts.
         */
        get: operations["sandboxFaults.list"];
        put?: never;
        /**
         * Inject a fault
         * @description Adds a rule for the company's own /v1 requests matching `method` (any when omitted) and `path` (a pattern: `*` within a segment, `**` across). Send exactly one of `status` (429 and 503 with Retry-After, 500, 502, 504: answered in the error shape, the request never served, nothing written), `latency_ms` (served after that many real milliseconds) or `drop` (the connection is closed). `times` limits how often it fires; `probability` fires it on a seeded share of matching requests. The first matching rule wins. A `Prefer: code=NNN` header on a single /v1 request injects that status once, without a rule. A company holds at most 50 rules (409 `invalid_state` beyond).
         */
        post: operations["sandboxFaults.create"];
        /**
         * Delete every fault rule
         * @description Removes all of the company's fault rules: its requests are served normally again.
         */
        delete: operations["sandboxFaults.clear"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/faults/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a fault rule
         * @description Removes one fault rule; the others keep firing.
         */
        delete: operations["sandboxFaults.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the announced releases
         * @description Each release the spec's Versioning section announces, its state for the company and what it changes.
         */
        get: operations["sandboxReleases.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Switch releases
         * @description Switches releases on or off for the company, e.g. `{"dob_mmddyyyy": true}`; the others keep their state. A reset keeps them. `GET /openapi.json?company=<id>` (or with the company's key) describes the API as switched.
         */
        patch: operations["sandboxReleases.update"];
        trace?: never;
    };
    "/v1/prior-authorizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List prior authorizations
         * @description The company's active prior authorizations in creation order; filters are ANDed, `status` may repeat.
         */
        get: operations["priorAuthorizations.list"];
        put?: never;
        /**
         * Create a prior authorization
         * @description Records a prior authorization of an active patient. References resolve within the company (404 naming the field); undeclared fields are 422. `request_vob` defaults to the company's setting; when on, a VOB is opened on the record's policy unless one is open there. The `vob` block says what became of the VOB asked for with `request_vob`: `requested` (this record opened it, linked to it), `already_open` (a VOB was already open on the policy), `not_on_patient` (the policy is not an active policy of the patient), `missing_details` (`missing` names what the VOB needs), `not_requested`.
         */
        post: operations["priorAuthorizations.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prior-authorizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a prior authorization
         * @description The record; `vob.vob.status` is the VOB's status now.
         */
        get: operations["priorAuthorizations.get"];
        put?: never;
        post?: never;
        /**
         * Delete a prior authorization
         * @description Soft delete: answers the record (`active: false`); afterwards it is 404 and never listed.
         */
        delete: operations["priorAuthorizations.delete"];
        options?: never;
        head?: never;
        /**
         * Update a prior authorization
         * @description Changes the sent fields (`service` merges field by field, arrays replace, null clears). Status moves: draft → submitted | cancelled, submitted → approved | denied | cancelled, denied → submitted; others are 409 `invalid_state`. A stale `version` is 409 `version_conflict`.
         */
        patch: operations["priorAuthorizations.update"];
        trace?: never;
    };
    "/v1/prior-authorization-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a prior authorization request
         * @description Extracts the uploaded documents and creates a prior authorization asynchronously: 202 with a Location header and the queued request. `data` is merged over the extracted values (omitted fields keep them, explicit values override, nested objects merge field by field, arrays replace, null clears; `patient_id` replaces extracted `patient_data`, `patient_policy_id` extracted `policy_data`, `payor_id` extracted `payor_data`; both halves of a pair are 422). Several documents combine in file order, the first value winning. A file that is not an active one of the company is 404. No completion webhook: poll the request.
         */
        post: operations["priorAuthorizationRequests.submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prior-authorization-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a prior authorization request
         * @description The request (200 also when it failed: the failure is in `error`); `prior_authorization_id` once completed. Carries no document contents and no submitted clinical data.
         */
        get: operations["priorAuthorizationRequests.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company's snapshots
         * @description Newest first.
         */
        get: operations["sandboxSnapshots.list"];
        put?: never;
        /**
         * Snapshot the company
         * @description Captures the whole company: records, files, fixtures, pending jobs, events, webhook subscriptions, deliveries and attempts, idempotency keys, the clock (instant and mode) and the seed's sequence. Credentials are not part of it. A reset keeps snapshots; with a file database they survive a restart. The company's other requests wait while it is captured (other companies' do not). A company holds at most 20 snapshots: past that, 409 `invalid_state` until one is deleted.
         */
        post: operations["sandboxSnapshots.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/snapshots/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a snapshot
         * @description Puts the company back exactly as captured, all or nothing (a failure, or a server killed during it, changes nothing; the company's other requests wait until it ends): reads answer the bytes they answered then, the clock is back at the snapshot's instant in its mode, and the jobs pending then run again as the clock moves. Snapshots and credentials are kept.
         */
        post: operations["sandboxSnapshots.restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/snapshots/{id}/fork": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fork a snapshot into a new company
         * @description Creates a new company holding a copy of the snapshot, with fresh credentials, fresh webhook secrets and every id rewritten (the same new id wherever an old one appeared: records, events, jobs, deliveries), so the copy shares no id with its source. Its clock starts at the snapshot's. Default name: the source's name + ' (fork)'. A seeded company's forks are seeded (their ids repeat run to run).
         */
        post: operations["sandboxSnapshots.fork"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/snapshots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a snapshot
         * @description Removes the snapshot and its rows; answers the removed snapshot. Afterwards it is 404.
         */
        delete: operations["sandboxSnapshots.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/webhooks/{id}/grade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grade a subscription's receiver
         * @description Sends the subscription's URL crafted deliveries and reports how the receiver answered each: a valid signed event of every subscribed type (2xx within 30 s; a warning above 5 s), a tampered body, a wrong signature, a missing signature header and a signature made with another secret (each: a non-2xx), the same event id twice (2xx both), an unknown event type (2xx), two events out of order (2xx both) and a 1 MiB body (2xx or 413). Crafted events are tests (`event_id` `test_...`, placeholder ids): none is recorded as an event or a delivery. An inactive subscription is 409 `invalid_state`; an unreachable receiver is a report of failed cases.
         */
        post: operations["sandboxWebhookGrader.grade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/webhooks/{id}/deliveries/{delivery_id}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a delivery's attempts with their signature headers
         * @description Every attempt of the delivery, oldest first, as the /v1 delivery lists them plus `signature`: the `X-Svc-Signature` header the attempt sent, to compare with what a receiver computed. The spec's signature covers the body only (no timestamp); the attempt's instant is `attempted_at`.
         */
        get: operations["sandboxWebhookAttempts.attempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company's API calls
         * @description The company's recent calls to /v1 and /sandbox/v1, newest first: what each sent and got back, found by its `X-Request-Id`. Calls are kept under the company their credentials named (refused ones included); calls without valid credentials, and reads of this log, are not kept. The newest calls are kept per company (`--request-log`, 1,000 by default); bodies up to 65536 bytes each; credentials and webhook secrets masked. A reset empties the log; a snapshot does not carry it. Filters: `status` (a status or a class such as `4xx`, repeatable), `method`, `path` (a prefix), `since`/`until` (the call's `created_at`) and `error_code`.
         */
        get: operations["sandboxRequests.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one API call
         * @description One call of the company's by its `X-Request-Id` (the newest, if the id was sent twice).
         */
        get: operations["sandboxRequests.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    patient_created: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The patient_created event
         * @description Sent to each active subscription to this event type; the body is signed (`X-Svc-Signature`).
         */
        post: operations["webhook.patient_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    patient_updated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The patient_updated event
         * @description Sent to each active subscription to this event type; the body is signed (`X-Svc-Signature`).
         */
        post: operations["webhook.patient_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    patient_stage_changed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The patient_stage_changed event
         * @description Sent to each active subscription to this event type; the body is signed (`X-Svc-Signature`).
         */
        post: operations["webhook.patient_stage_changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    patient_insurance_verification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The patient_insurance_verification event
         * @description Sent to each active subscription to this event type; the body is signed (`X-Svc-Signature`).
         */
        post: operations["webhook.patient_insurance_verification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    patient_verification_completed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The patient_verification_completed event
         * @description Sent to each active subscription to this event type; the body is signed (`X-Svc-Signature`).
         */
        post: operations["webhook.patient_verification_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    task_created: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The task_created event
         * @description Sent to each active subscription to this event type; the body is signed (`X-Svc-Signature`).
         */
        post: operations["webhook.task_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    task_assigned: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The task_assigned event
         * @description Sent to each active subscription to this event type; the body is signed (`X-Svc-Signature`).
         */
        post: operations["webhook.task_assigned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    task_completed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The task_completed event
         * @description Sent to each active subscription to this event type; the body is signed (`X-Svc-Signature`).
         */
        post: operations["webhook.task_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    task_updated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The task_updated event
         * @description Sent to each active subscription to this event type; the body is signed (`X-Svc-Signature`).
         */
        post: operations["webhook.task_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    task_comment_created: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The task_comment_created event
         * @description Sent to each active subscription to this event type; the body is signed (`X-Svc-Signature`).
         */
        post: operations["webhook.task_comment_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    vob_created: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The vob_created event
         * @description Sent to each active subscription to this event type; the body is signed (`X-Svc-Signature`).
         */
        post: operations["webhook.vob_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    vob_completed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The vob_completed event
         * @description Sent to each active subscription to this event type; the body is signed (`X-Svc-Signature`).
         */
        post: operations["webhook.vob_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    vob_updated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The vob_updated event
         * @description Sent to each active subscription to this event type; the body is signed (`X-Svc-Signature`).
         */
        post: operations["webhook.vob_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    vob_comment_created: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The vob_comment_created event
         * @description Sent to each active subscription to this event type; the body is signed (`X-Svc-Signature`).
         */
        post: operations["webhook.vob_comment_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @enum {string} */
        CredentialingType: "entity" | "rendering_provider";
        CredentialingList: {
            data: components["schemas"]["Credentialing"][];
            pagination: components["schemas"]["Pagination"];
        };
        Credentialing: {
            id: components["schemas"]["Uuid"];
            company_id: components["schemas"]["Uuid"];
            name: string;
            type: components["schemas"]["CredentialingType"];
            npi: string | null;
            is_active: boolean;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            tax_id: string | null;
            location_id: components["schemas"]["Uuid"] | null;
            therapist_id: string | null;
            insurances: components["schemas"]["CredentialedInsurance"][];
            location: components["schemas"]["CredentialingLocation"] | null;
        };
        /** Format: uuid */
        Uuid: string;
        /** Format: date-time */
        Timestamp: string;
        CredentialedInsurance: {
            id: components["schemas"]["Uuid"];
            name: string;
            is_active: boolean;
            payer_id: string | null;
            trading_partner_service_id: string | null;
        };
        CredentialingLocation: {
            id: components["schemas"]["Uuid"];
            name: string;
            address: string | null;
            city: string | null;
            state: string | null;
            zip_code: string | null;
        };
        Pagination: {
            has_more: boolean;
            total: number;
            page: number;
            limit: number;
        };
        /** @description The request could not be read (for example a body that is not JSON). */
        InvalidRequestError: {
            /** @enum {string} */
            type: "invalid_request_error";
            /** @enum {string} */
            code: "invalid_json" | "invalid_multipart" | "unreadable_body" | "malformed_request" | "patient_not_creatable";
            message: string;
            param?: string;
            meta?: {
                [key: string]: unknown;
            };
            dropped_fields?: string[];
        };
        /** @description The request failed validation; `param` names the offending field (dotted path). */
        ValidationFailedError: {
            /** @enum {string} */
            type: "validation_error";
            /** @enum {string} */
            code: "invalid_parameter" | "missing_parameter" | "unknown_field";
            message: string;
            param?: string;
            meta?: {
                [key: string]: unknown;
            };
            dropped_fields?: string[];
        };
        /** @description Unexpected server error. */
        InternalFailureError: {
            /** @enum {string} */
            type: "api_error";
            /** @enum {string} */
            code: "internal_error" | "stored_record_invalid";
            message: string;
            param?: string;
            meta?: {
                [key: string]: unknown;
            };
            dropped_fields?: string[];
        };
        /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. */
        ServiceUnavailableError: {
            /** @enum {string} */
            type: "api_error";
            /** @enum {string} */
            code: "service_unavailable" | "insufficient_storage";
            message: string;
            param?: string;
            meta?: {
                [key: string]: unknown;
            };
            dropped_fields?: string[];
        };
        /** @description Credentials are missing or not recognised. */
        AuthenticationFailedError: {
            /** @enum {string} */
            type: "authentication_error";
            /** @enum {string} */
            code: "missing_credentials" | "invalid_credentials" | "conflicting_credentials";
            message: string;
            param?: string;
            meta?: {
                [key: string]: unknown;
            };
            dropped_fields?: string[];
        };
        /** @description The resource does not exist, is not active, or belongs to another company. */
        NotFoundError: {
            /** @enum {string} */
            type: "not_found_error";
            /** @enum {string} */
            code: "resource_not_found" | "route_not_found" | "console_not_built" | "docs_not_built";
            message: string;
            param?: string;
            meta?: {
                [key: string]: unknown;
            };
            dropped_fields?: string[];
        };
        PatientWrite: {
            patient_id?: components["schemas"]["Uuid"];
            source_extraction_id?: components["schemas"]["Uuid"] | null;
            first_name?: string | null;
            last_name?: string | null;
            middle_name?: string | null;
            date_of_birth?: string | null;
            gender?: string | null;
            phone_number?: string | null;
            additional_phone_number?: string | null;
            email?: string | null;
            address?: string | null;
            address2?: string | null;
            city?: string | null;
            state?: string | null;
            zip?: string | null;
            comments?: string | null;
            workflow_stage_id?: components["schemas"]["Uuid"] | null;
            assigned_user_id?: components["schemas"]["Uuid"] | null;
            location_id?: components["schemas"]["Uuid"] | null;
            organization_id?: components["schemas"]["Uuid"] | null;
            tags?: string[];
            referral?: components["schemas"]["Referral"] | null;
            policies?: components["schemas"]["EmbeddedPolicy"][];
            custom_fields?: {
                [key: string]: unknown;
            };
            external_id?: components["schemas"]["PatientExternalId"] | null;
        } & {
            [key: string]: unknown;
        };
        Referral: {
            physician_name?: string | null;
            physician_email?: string | null;
            physician_phone?: string | null;
            physician_fax?: string | null;
            physician_group?: string | null;
            physician_npi?: string | null;
            physician_address?: string | null;
            physician_address_2?: string | null;
            physician_city?: string | null;
            physician_zip?: string | null;
            start_date?: components["schemas"]["IsoDate"] | null;
            end_date?: components["schemas"]["IsoDate"] | null;
            location_id?: string | null;
            icd_codes?: string[];
            service_types?: string[];
            file_id?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** Format: date */
        IsoDate: string;
        EmbeddedPolicy: {
            policy_id?: components["schemas"]["Uuid"];
            insurance_id?: components["schemas"]["Uuid"];
            insurance_name?: string;
            member_number?: string | null;
            insurance_display_name?: string | null;
            group_number?: string | null;
            group_description?: string | null;
            medicaid_id?: string | null;
            plan_name?: string | null;
            insurance_type?: components["schemas"]["PlanType"] | null;
            start_date?: components["schemas"]["IsoDate"] | null;
            end_date?: components["schemas"]["IsoDate"] | null;
            relationship_to_subscriber?: components["schemas"]["RelationshipToSubscriber"] | null;
            subscriber?: components["schemas"]["Subscriber"] | null;
            external_id?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @enum {string} */
        PlanType: "01" | "02" | "03" | "12" | "13" | "14" | "15" | "16" | "17" | "18" | "19" | "41" | "42" | "43" | "47" | "48" | "49" | "AP" | "C1" | "CO" | "CP" | "D" | "DB" | "EP" | "FF" | "GP" | "HB" | "HD" | "HG" | "HM" | "HN" | "HP" | "HS" | "IN" | "IP" | "LC" | "LD" | "LI" | "LT" | "M" | "MA" | "MB" | "MC" | "MD" | "ME" | "MH" | "MI" | "MJ" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MR" | "MT" | "OA" | "OT" | "PE" | "PL" | "PP" | "PR" | "PS" | "QM" | "RP" | "SA" | "SP" | "TF" | "WC" | "WU";
        /** @enum {string} */
        RelationshipToSubscriber: "spouse" | "self" | "child" | "employee" | "unknown" | "organ_donor" | "cadaver_donor" | "life_partner" | "other_relationship";
        Subscriber: {
            first_name?: string | null;
            middle_name?: string | null;
            last_name?: string | null;
            dob?: components["schemas"]["IsoDate"] | null;
            gender?: string | null;
            member_number?: string | null;
            address?: string | null;
            address2?: string | null;
            city?: string | null;
            state?: string | null;
            zip?: string | null;
        } & {
            [key: string]: unknown;
        };
        PatientExternalId: {
            type_id: components["schemas"]["Uuid"];
            /** @description a string at least 1 character(s) long */
            value: string;
        } & {
            [key: string]: unknown;
        };
        Patient: {
            id: components["schemas"]["Uuid"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            first_name: string | null;
            last_name: string | null;
            middle_name: string | null;
            date_of_birth: components["schemas"]["IsoDate"] | null;
            gender: string | null;
            phone_number: string | null;
            additional_phone_number: string | null;
            email: string | null;
            address: string | null;
            address2: string | null;
            city: string | null;
            state: string | null;
            zip: string | null;
            comments: string | null;
            workflow_stage_id: components["schemas"]["Uuid"] | null;
            assigned_user_id: components["schemas"]["Uuid"] | null;
            location_id: components["schemas"]["Uuid"] | null;
            organization_id: components["schemas"]["Uuid"] | null;
            tags: string[];
            referral: components["schemas"]["Referral"] | null;
            custom_fields: {
                [key: string]: unknown;
            };
            external_ids: components["schemas"]["PatientExternalId"][];
            source_extraction_id: components["schemas"]["Uuid"] | null;
            created_from: string | null;
            active: boolean;
            version: number;
        };
        EmbeddedPolicyOutcome: {
            policy_id: string | null;
            /** @enum {string} */
            action: "created" | "updated" | "unchanged" | "skipped";
            reason: string | null;
        };
        /** @description An existing patient matched (200). */
        PatientUpsertMatched: {
            patient: components["schemas"]["Patient"];
            matched: boolean;
            match_reason: ("patient_id" | "external_id" | "demographics" | "phone_and_name" | "email_and_name") | null;
            dropped_fields: string[];
            policies: components["schemas"]["EmbeddedPolicyOutcome"][];
            /** @enum {boolean} */
            created: false;
        };
        /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. */
        ConflictError: {
            /** @enum {string} */
            type: "conflict_error";
            /** @enum {string} */
            code: "version_conflict" | "invalid_state" | "idempotency_key_reused" | "coverage_tier_taken" | "tiers_full" | "external_id_taken" | "seed_taken";
            message: string;
            param?: string;
            meta?: {
                [key: string]: unknown;
            };
            dropped_fields?: string[];
        };
        PatientList: {
            data: components["schemas"]["Patient"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description 1 to 500 patient write bodies; each row is validated on its own (a bad row is reported in its result). */
        PatientBatchRequest: {
            /** @description an array of at most 500 item(s) */
            items: components["schemas"]["PatientBatchItem"][];
        } & {
            [key: string]: unknown;
        };
        PatientBatchResponse: {
            created_count: number;
            /** @default 0 */
            updated_count: number;
            /** @default 0 */
            failed_count: number;
            patient_ids: string[];
            updated_patient_ids: string[];
            results: components["schemas"]["PatientBatchRow"][];
            /** @default 0 */
            insurance_created_count: number;
            /** @default 0 */
            insurance_updated_count: number;
            /** @default 0 */
            insurance_unchanged_count: number;
            /** @default 0 */
            insurance_unresolved_count: number;
            /** @default 0 */
            insurance_incomplete_count: number;
            /** @default 0 */
            insurance_failed_count: number;
            /** @default 0 */
            insurance_not_processed_count: number;
            /** @default 0 */
            insurance_not_provided_count: number;
        };
        PatientBatchRow: {
            row: number;
            patient_id: string | null;
            created: boolean;
            matched: boolean;
            match_reason: string | null;
            dropped_fields: string[];
            /** @enum {string} */
            insurance_status: "created" | "updated" | "unchanged" | "unresolved" | "incomplete" | "failed" | "not_processed" | "not_provided";
            payor_results: components["schemas"]["PayorBatchResult"][];
            error: {
                type: string;
                code: string;
                message: string;
                param?: string;
            } | null;
        };
        PayorBatchResult: {
            /** @enum {string} */
            outcome: "created" | "updated" | "unchanged" | "unresolved" | "incomplete" | "failed";
            payor_responsibility: string | null;
            submitted_insurance_name: string | null;
            resolved_insurance_id: components["schemas"]["Uuid"] | null;
            resolved_insurance_name: string | null;
            trading_partner_service_id: string | null;
            payor_id: components["schemas"]["Uuid"] | null;
            coverage_chain_id: components["schemas"]["Uuid"] | null;
            resolution_method: ("insurance_id" | "name" | "payer_id") | null;
            reason_code: string | null;
            message: string | null;
        };
        Payor: {
            id: components["schemas"]["Uuid"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            patient_id: components["schemas"]["Uuid"];
            insurance_id: components["schemas"]["Uuid"];
            version: number;
            subscriber_id?: string | null;
            relationship_to_subscriber?: components["schemas"]["RelationshipToSubscriber"] | null;
            insured_member_id?: string | null;
            group_number?: string | null;
            group_description?: string | null;
            payor_responsibility?: components["schemas"]["CoverageTier"];
            coverage_from?: components["schemas"]["IsoDate"] | null;
            coverage_to?: components["schemas"]["IsoDate"] | null;
            provider_network_status?: components["schemas"]["ProviderNetworkStatus"];
            plan_funding_type?: components["schemas"]["PlanFundingType"] | null;
            plan_name?: string | null;
            plan_type?: components["schemas"]["PlanType"] | null;
            plan_renewal_date_type?: components["schemas"]["PlanRenewalDateType"] | null;
            cob_on_file?: components["schemas"]["CobOnFile"] | null;
            cob_notes?: string | null;
            cob_last_verified_at?: components["schemas"]["IsoDateTime"] | null;
            has_other_active_coverage?: boolean | null;
            out_of_state_benefits?: boolean | null;
            out_of_state_benefits_comments?: string | null;
            in_grace_period?: boolean | null;
            last_payment_date?: components["schemas"]["IsoDate"] | null;
            is_cobra_coverage?: boolean | null;
            deductible_apply_to_oop?: boolean | null;
            eligibility_check_status?: components["schemas"]["EligibilityCheckStatus"];
            eligibility_check_comment?: string | null;
            eligibility_check_date?: components["schemas"]["IsoDateTime"] | null;
            eligibility_version?: number;
            benefits_related_entities?: {
                [key: string]: unknown;
            }[];
            subscriber?: components["schemas"]["Subscriber"] | null;
            individual_deductible_policy_in_network?: number | null;
            individual_deductible_policy_out_network?: number | null;
            individual_deductible_remaining_in_network?: number | null;
            individual_deductible_remaining_out_network?: number | null;
            family_deductible_policy_in_network?: number | null;
            family_deductible_policy_out_network?: number | null;
            family_deductible_remaining_in_network?: number | null;
            family_deductible_remaining_out_network?: number | null;
            individual_oop_max_policy_in_network?: number | null;
            individual_oop_max_policy_out_network?: number | null;
            individual_oop_max_remaining_in_network?: number | null;
            individual_oop_max_remaining_out_network?: number | null;
            family_oop_max_policy_in_network?: number | null;
            family_oop_max_policy_out_network?: number | null;
            family_oop_max_remaining_in_network?: number | null;
            family_oop_max_remaining_out_network?: number | null;
            insurance: components["schemas"]["Insurance"] | null;
            services: components["schemas"]["PayorService"][];
        };
        /** @enum {string} */
        CoverageTier: "primary" | "secondary" | "tertiary" | "quaternary";
        /** @enum {string} */
        ProviderNetworkStatus: "unknown" | "in_network" | "out_of_network";
        /** @enum {string} */
        PlanFundingType: "fully_funded" | "self_funded" | "unknown";
        /** @enum {string} */
        PlanRenewalDateType: "calendar_year" | "service_year" | "contract";
        /** @enum {string} */
        CobOnFile: "not_required" | "pending" | "complete";
        /** Format: date-time */
        IsoDateTime: string;
        /** @enum {string} */
        EligibilityCheckStatus: "active" | "inactive" | "pending" | "failed";
        Insurance: {
            id: components["schemas"]["Uuid"];
            key: string;
            name: string;
            payer_id: string;
            trading_partner_service_id: string | null;
            generic: boolean;
            is_active: boolean;
        };
        PayorService: {
            id: components["schemas"]["Uuid"];
            created_at: string | null;
            updated_at: string | null;
            version: number;
            payor_id: components["schemas"]["Uuid"];
            service_type: components["schemas"]["ServiceType"];
            /** @default pending */
            verification_benefits_status?: components["schemas"]["VerificationBenefitsStatus"];
            verification_dates?: components["schemas"]["IsoDateTime"][] | null;
            verification_benefits_comment?: string | null;
            pre_cert_name?: string | null;
            pre_cert_phone_number?: string | null;
            pre_cert_fax?: string | null;
            pre_cert_url?: string | null;
            pre_cert_penalty?: string | null;
            pre_cert_email?: string | null;
            sca_instructions?: string | null;
            claim_address?: string | null;
            oon_reimbursement_rate?: number | null;
            oon_reimbursement_rate_type?: components["schemas"]["OonReimbursementRateType"] | null;
            eligibility_check_id?: string | null;
            carve_out_insurer_id?: string | null;
            location_id?: string | null;
            rep_name?: string | null;
            call_reference_notes?: string | null;
            location_rates?: components["schemas"]["LocationRate"][] | null;
        };
        /** @enum {string} */
        ServiceType: "medical_care" | "surgical" | "consultation" | "diagnostic_x_ray" | "diagnostic_lab" | "radiation_therapy" | "anesthesia" | "surgical_assistance" | "other_medical" | "blood_charges" | "used_durable_medical_equipment" | "durable_medical_equipment_purchase" | "ambulatory_service_center_facility" | "renal_supplies_in_home" | "alternate_method_dialysis" | "chronic_renal_disease_equipment" | "pre_admission_testing" | "durable_medical_equipment_rental" | "pneumonia_vaccine" | "second_surgical_opinion" | "third_surgical_opinion" | "social_work" | "diagnostic_dental" | "periodontics" | "restorative" | "endodontics" | "maxillofacial_prosthetics" | "adjunctive_dental_services" | "health_benefit_plan_coverage" | "plan_waiting_period" | "chiropractic" | "chiropractic_office_visits" | "dental_care" | "dental_crowns" | "dental_accident" | "orthodontics" | "prosthodontics" | "oral_surgery" | "routine_preventive_dental" | "home_health_care" | "home_health_prescriptions" | "home_health_visits" | "hospice" | "respite_care" | "hospital" | "hospital_inpatient" | "hospital_room_and_board" | "hospital_outpatient" | "hospital_emergency_accident" | "hospital_emergency_medical" | "hospital_ambulatory_surgical" | "long_term_care" | "major_medical" | "medically_related_transportation" | "air_transportation" | "cabulance" | "licensed_ambulance" | "general_benefits" | "in_vitro_fertilization" | "mri_cat_scan" | "donor_procedures" | "acupuncture" | "newborn_care" | "pathology" | "smoking_cessation" | "well_baby_care" | "maternity" | "transplants" | "audiology_exam" | "inhalation_therapy" | "diagnostic_medical" | "private_duty_nursing" | "prosthetic_device" | "dialysis" | "otological_exam" | "chemotherapy" | "allergy_testing" | "immunizations" | "routine_physical" | "family_planning" | "infertility" | "abortion" | "aids" | "emergency_services" | "cancer" | "pharmacy" | "free_standing_prescription_drug" | "mail_order_prescription_drug" | "brand_name_prescription_drug" | "generic_prescription_drug" | "podiatry" | "podiatry_office_visits" | "podiatry_nursing_home_visits" | "professional_physician" | "anesthesiologist" | "professional_visit_office" | "professional_visit_inpatient" | "professional_visit_outpatient" | "professional_visit_nursing_home" | "professional_visit_skilled_nursing_facility" | "professional_visit_home" | "psychiatric" | "psychiatric_room_and_board" | "psychotherapy" | "psychiatric_inpatient" | "psychiatric_outpatient" | "rehabilitation" | "rehabilitation_room_and_board" | "rehabilitation_inpatient" | "rehabilitation_outpatient" | "occupational_therapy" | "physical_medicine" | "speech_therapy" | "skilled_nursing_care" | "skilled_nursing_care_room_and_board" | "substance_abuse" | "alcoholism" | "drug_addiction" | "vision_optometry" | "frames" | "routine_exam" | "lenses" | "nonmedically_necessary_physical" | "experimental_drug_therapy" | "burn_care" | "brand_name_prescription_drug_formulary" | "brand_name_prescription_drug_non_formulary" | "independent_medical_evaluation" | "partial_hospitalization_psychiatric" | "day_care_psychiatric" | "cognitive_therapy" | "massage_therapy" | "pulmonary_rehabilitation" | "cardiac_rehabilitation" | "pediatric" | "nursery" | "skin" | "orthopedic" | "cardiac" | "lymphatic" | "gastrointestinal" | "endocrine" | "neurology" | "eye" | "invasive_procedures" | "gynecological" | "obstetrical" | "obstetrical_gynecological" | "mail_order_prescription_drug_brand_name" | "mail_order_prescription_drug_generic" | "physician_visit_office_sick" | "physician_visit_office_well" | "coronary_care" | "private_duty_nursing_inpatient" | "private_duty_nursing_home" | "surgical_benefits_professional" | "surgical_benefits_facility" | "mental_health_provider_inpatient" | "mental_health_provider_outpatient" | "mental_health_facility_inpatient" | "mental_health_facility_outpatient" | "substance_abuse_facility_inpatient" | "substance_abuse_facility_outpatient" | "screening_x_ray" | "screening_laboratory" | "mammogram_high_risk_patient" | "mammogram_low_risk_patient" | "flu_vaccination" | "eyewear_and_accessories" | "case_management" | "dermatology" | "durable_medical_equipment" | "diabetic_supplies" | "generic_prescription_drug_formulary" | "generic_prescription_drug_non_formulary" | "allergy" | "intensive_care" | "mental_health" | "neonatal_intensive_care" | "oncology" | "physical_therapy" | "pulmonary" | "renal" | "residential_psychiatric_treatment" | "transitional_care" | "transitional_nursery_care" | "urgent_care";
        /** @enum {string} */
        VerificationBenefitsStatus: "completed" | "pending" | "in_progress";
        /** @enum {string} */
        OonReimbursementRateType: "ucr" | "medicare" | "mnrp" | "maa" | "billed_charges" | "fee_schedule" | "mrc1" | "mrc2" | "local_allowable_rates";
        LocationRate: {
            id?: components["schemas"]["Uuid"];
            service_location: string;
            covered_in_network?: boolean | null;
            covered_out_network?: boolean | null;
            copay_in_network?: number | null;
            copay_out_network?: number | null;
            co_insurance_in_network?: number | null;
            co_insurance_out_network?: number | null;
            telehealth_covered_in_network?: boolean | null;
            telehealth_covered_out_network?: boolean | null;
            telehealth_copay_in_network?: number | null;
            telehealth_copay_out_network?: number | null;
            telehealth_coinsurance_in_network?: number | null;
            telehealth_coinsurance_out_network?: number | null;
            telehealth_auth_required_in_network?: boolean | null;
            telehealth_auth_required_out_network?: boolean | null;
            auth_required_in_network?: boolean | null;
            auth_required_out_network?: boolean | null;
            deductible_apply_in_network?: boolean | null;
            deductible_apply_out_network?: boolean | null;
            dollar_limit_in_network?: number | null;
            dollar_limit_out_network?: number | null;
            dollar_limit_remaining_in_network?: number | null;
            dollar_limit_remaining_out_network?: number | null;
            dollar_limit_time_period_in_network?: string | null;
            dollar_limit_time_period_out_network?: string | null;
            dollar_limit_type_in_network?: string | null;
            dollar_limit_type_out_network?: string | null;
            visit_limit_in_network?: number | null;
            visit_limit_out_network?: number | null;
            visit_limit_remaining_in_network?: number | null;
            visit_limit_remaining_out_network?: number | null;
            visit_limit_time_period_in_network?: string | null;
            visit_limit_time_period_out_network?: string | null;
            visit_limit_type_in_network?: string | null;
            visit_limit_type_out_network?: string | null;
        } & {
            [key: string]: unknown;
        };
        PayorServiceCreate: {
            payor_id: components["schemas"]["Uuid"];
            service_type: components["schemas"]["ServiceType"];
            /** @default pending */
            verification_benefits_status?: components["schemas"]["VerificationBenefitsStatus"];
            verification_dates?: components["schemas"]["IsoDateTime"][] | null;
            verification_benefits_comment?: string | null;
            pre_cert_name?: string | null;
            pre_cert_phone_number?: string | null;
            pre_cert_fax?: string | null;
            pre_cert_url?: string | null;
            pre_cert_penalty?: string | null;
            pre_cert_email?: string | null;
            sca_instructions?: string | null;
            claim_address?: string | null;
            oon_reimbursement_rate?: number | null;
            oon_reimbursement_rate_type?: components["schemas"]["OonReimbursementRateType"] | null;
            eligibility_check_id?: string | null;
            carve_out_insurer_id?: string | null;
            location_id?: string | null;
            rep_name?: string | null;
            call_reference_notes?: string | null;
            location_rates?: components["schemas"]["LocationRate"][] | null;
        } & {
            [key: string]: unknown;
        };
        PayorRecord: {
            id: components["schemas"]["Uuid"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            patient_id: components["schemas"]["Uuid"];
            insurance_id: components["schemas"]["Uuid"];
            version: number;
            subscriber_id?: string | null;
            relationship_to_subscriber?: components["schemas"]["RelationshipToSubscriber"] | null;
            insured_member_id?: string | null;
            group_number?: string | null;
            group_description?: string | null;
            payor_responsibility?: components["schemas"]["CoverageTier"];
            coverage_from?: components["schemas"]["IsoDate"] | null;
            coverage_to?: components["schemas"]["IsoDate"] | null;
            provider_network_status?: components["schemas"]["ProviderNetworkStatus"];
            plan_funding_type?: components["schemas"]["PlanFundingType"] | null;
            plan_name?: string | null;
            plan_type?: components["schemas"]["PlanType"] | null;
            plan_renewal_date_type?: components["schemas"]["PlanRenewalDateType"] | null;
            cob_on_file?: components["schemas"]["CobOnFile"] | null;
            cob_notes?: string | null;
            cob_last_verified_at?: components["schemas"]["IsoDateTime"] | null;
            has_other_active_coverage?: boolean | null;
            out_of_state_benefits?: boolean | null;
            out_of_state_benefits_comments?: string | null;
            in_grace_period?: boolean | null;
            last_payment_date?: components["schemas"]["IsoDate"] | null;
            is_cobra_coverage?: boolean | null;
            deductible_apply_to_oop?: boolean | null;
            eligibility_check_status?: components["schemas"]["EligibilityCheckStatus"];
            eligibility_check_comment?: string | null;
            eligibility_check_date?: components["schemas"]["IsoDateTime"] | null;
            eligibility_version?: number;
            benefits_related_entities?: {
                [key: string]: unknown;
            }[];
            subscriber?: components["schemas"]["Subscriber"] | null;
            individual_deductible_policy_in_network?: number | null;
            individual_deductible_policy_out_network?: number | null;
            individual_deductible_remaining_in_network?: number | null;
            individual_deductible_remaining_out_network?: number | null;
            family_deductible_policy_in_network?: number | null;
            family_deductible_policy_out_network?: number | null;
            family_deductible_remaining_in_network?: number | null;
            family_deductible_remaining_out_network?: number | null;
            individual_oop_max_policy_in_network?: number | null;
            individual_oop_max_policy_out_network?: number | null;
            individual_oop_max_remaining_in_network?: number | null;
            individual_oop_max_remaining_out_network?: number | null;
            family_oop_max_policy_in_network?: number | null;
            family_oop_max_policy_out_network?: number | null;
            family_oop_max_remaining_in_network?: number | null;
            family_oop_max_remaining_out_network?: number | null;
        };
        PatientPolicyCreate: {
            patient_id: components["schemas"]["Uuid"];
            insurance_id: components["schemas"]["Uuid"];
            member_number: string;
            coverage_tier?: components["schemas"]["CoverageTier"];
            insurance_display_name?: string | null;
            group_number?: string | null;
            group_description?: string | null;
            medicaid_id?: string | null;
            plan_name?: string | null;
            insurance_type?: components["schemas"]["PlanType"] | null;
            start_date?: components["schemas"]["IsoDate"] | null;
            end_date?: components["schemas"]["IsoDate"] | null;
            relationship_to_subscriber?: components["schemas"]["RelationshipToSubscriber"] | null;
            subscriber?: components["schemas"]["Subscriber"] | null;
            external_id?: string | null;
            insurance_card_front_file_id?: components["schemas"]["Uuid"] | null;
            insurance_card_back_file_id?: components["schemas"]["Uuid"] | null;
        } & {
            [key: string]: unknown;
        };
        PolicyVersion: {
            id: components["schemas"]["Uuid"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            patient_id: components["schemas"]["Uuid"];
            patient_policy_id: components["schemas"]["Uuid"];
            billing_credentialing_id: components["schemas"]["Uuid"] | null;
            provider_network_status: components["schemas"]["ProviderNetworkStatus"];
            cbh_status: string | null;
            plan_funding_type: components["schemas"]["PlanFundingType"] | null;
            plan_renewal_date_type: components["schemas"]["PlanRenewalDateType"] | null;
            benefit_period_end_date: components["schemas"]["IsoDate"] | null;
            cob_on_file: boolean | null;
            cob_last_verified_at: components["schemas"]["Timestamp"] | null;
            has_other_active_coverage: boolean | null;
            cob_other_coverages: {
                name: string;
                position: string;
            }[];
            out_of_state_benefits: boolean | null;
            out_of_state_benefits_comments: string | null;
            in_grace_period: boolean | null;
            last_payment_date: components["schemas"]["IsoDate"] | null;
            is_cobra_coverage: boolean | null;
            deductible_apply_to_oop: boolean | null;
            eligibility_check_status: components["schemas"]["EligibilityCheckStatus"];
            eligibility_check_comment: string | null;
            eligibility_check_date: components["schemas"]["Timestamp"] | null;
            eligibility_version: number;
            ai_summary: string | null;
            ai_summary_generated_at: components["schemas"]["Timestamp"] | null;
            benefits_related_entities: {
                [key: string]: unknown;
            }[];
            patient: {
                id: components["schemas"]["Uuid"];
            } | null;
            services: components["schemas"]["PayorService"][];
            active: boolean;
            version: number;
            individual_deductible_policy_in_network: number | null;
            individual_deductible_policy_out_network: number | null;
            individual_deductible_remaining_in_network: number | null;
            individual_deductible_remaining_out_network: number | null;
            family_deductible_policy_in_network: number | null;
            family_deductible_policy_out_network: number | null;
            family_deductible_remaining_in_network: number | null;
            family_deductible_remaining_out_network: number | null;
            individual_oop_max_policy_in_network: number | null;
            individual_oop_max_policy_out_network: number | null;
            individual_oop_max_remaining_in_network: number | null;
            individual_oop_max_remaining_out_network: number | null;
            family_oop_max_policy_in_network: number | null;
            family_oop_max_policy_out_network: number | null;
            family_oop_max_remaining_in_network: number | null;
            family_oop_max_remaining_out_network: number | null;
        };
        LatestEligibilityCheck: {
            id: components["schemas"]["Uuid"];
            /** @enum {string} */
            eligibility_status: "active" | "inactive";
            created_at: components["schemas"]["Timestamp"];
            payor_id: components["schemas"]["Uuid"] | null;
        };
        /** @default [] */
        PolicyExpand: ("insurance" | "patient")[];
        PatientPolicyList: {
            data: components["schemas"]["PatientPolicy"][];
            pagination: components["schemas"]["Pagination"];
        };
        PatientPolicy: {
            id: components["schemas"]["Uuid"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            patient_id: components["schemas"]["Uuid"];
            insurance_id: components["schemas"]["Uuid"];
            member_number: string;
            coverage_tier: components["schemas"]["CoverageTier"];
            insurance_display_name: string | null;
            group_number: string | null;
            group_description: string | null;
            medicaid_id: string | null;
            plan_name: string | null;
            insurance_type: components["schemas"]["PlanType"] | null;
            start_date: components["schemas"]["IsoDate"] | null;
            end_date: components["schemas"]["IsoDate"] | null;
            relationship_to_subscriber: components["schemas"]["RelationshipToSubscriber"] | null;
            subscriber: components["schemas"]["Subscriber"] | null;
            external_id: string | null;
            active: boolean;
            version: number;
            current_version: components["schemas"]["PolicyVersion"] | null;
            insurance_card_front_file_id: components["schemas"]["Uuid"] | null;
            insurance_card_back_file_id: components["schemas"]["Uuid"] | null;
            latest_eligibility_check: components["schemas"]["LatestEligibilityCheck"] | null;
            insurance?: components["schemas"]["Insurance"];
            patient?: components["schemas"]["Patient"];
        };
        PatientPolicyUpdate: {
            version: number;
            insurance_id?: components["schemas"]["Uuid"];
            member_number?: string;
            coverage_tier?: components["schemas"]["CoverageTier"];
            insurance_display_name?: string | null;
            group_number?: string | null;
            group_description?: string | null;
            medicaid_id?: string | null;
            plan_name?: string | null;
            insurance_type?: components["schemas"]["PlanType"] | null;
            start_date?: components["schemas"]["IsoDate"] | null;
            end_date?: components["schemas"]["IsoDate"] | null;
            relationship_to_subscriber?: components["schemas"]["RelationshipToSubscriber"] | null;
            subscriber?: components["schemas"]["Subscriber"] | null;
            external_id?: string | null;
            insurance_card_front_file_id?: components["schemas"]["Uuid"] | null;
            insurance_card_back_file_id?: components["schemas"]["Uuid"] | null;
        } & {
            [key: string]: unknown;
        };
        SandboxPatientStage: {
            workflow_stage_id: components["schemas"]["Uuid"];
        };
        SandboxPayorCreate: {
            patient_id: components["schemas"]["Uuid"];
            insurance_id?: components["schemas"]["Uuid"];
            insurance_name?: string;
            subscriber_id?: string | null;
            relationship_to_subscriber?: components["schemas"]["RelationshipToSubscriber"] | null;
            insured_member_id?: string | null;
            group_number?: string | null;
            group_description?: string | null;
            payor_responsibility?: components["schemas"]["CoverageTier"];
            coverage_from?: components["schemas"]["IsoDate"] | null;
            coverage_to?: components["schemas"]["IsoDate"] | null;
            provider_network_status?: components["schemas"]["ProviderNetworkStatus"];
            plan_funding_type?: components["schemas"]["PlanFundingType"] | null;
            plan_name?: string | null;
            plan_type?: components["schemas"]["PlanType"] | null;
            plan_renewal_date_type?: components["schemas"]["PlanRenewalDateType"] | null;
            cob_on_file?: components["schemas"]["CobOnFile"] | null;
            cob_notes?: string | null;
            cob_last_verified_at?: components["schemas"]["IsoDateTime"] | null;
            has_other_active_coverage?: boolean | null;
            out_of_state_benefits?: boolean | null;
            out_of_state_benefits_comments?: string | null;
            in_grace_period?: boolean | null;
            last_payment_date?: components["schemas"]["IsoDate"] | null;
            is_cobra_coverage?: boolean | null;
            deductible_apply_to_oop?: boolean | null;
            eligibility_check_status?: components["schemas"]["EligibilityCheckStatus"];
            eligibility_check_comment?: string | null;
            eligibility_check_date?: components["schemas"]["IsoDateTime"] | null;
            eligibility_version?: number;
            benefits_related_entities?: {
                [key: string]: unknown;
            }[];
            subscriber?: components["schemas"]["Subscriber"] | null;
            individual_deductible_policy_in_network?: number | null;
            individual_deductible_policy_out_network?: number | null;
            individual_deductible_remaining_in_network?: number | null;
            individual_deductible_remaining_out_network?: number | null;
            family_deductible_policy_in_network?: number | null;
            family_deductible_policy_out_network?: number | null;
            family_deductible_remaining_in_network?: number | null;
            family_deductible_remaining_out_network?: number | null;
            individual_oop_max_policy_in_network?: number | null;
            individual_oop_max_policy_out_network?: number | null;
            individual_oop_max_remaining_in_network?: number | null;
            individual_oop_max_remaining_out_network?: number | null;
            family_oop_max_policy_in_network?: number | null;
            family_oop_max_policy_out_network?: number | null;
            family_oop_max_remaining_in_network?: number | null;
            family_oop_max_remaining_out_network?: number | null;
        };
        CompanyCreate: {
            /** @description a string at least 1 character(s) long */
            name?: string;
            /** @description Makes the company deterministic: its id, credentials and every id and secret its records get derive from the seed and the company's own operations. Unique on the server (409 seed_taken). */
            seed?: string;
            releases?: components["schemas"]["ReleaseSwitches"];
            /** Format: date-time */
            at?: string;
        };
        /** @description Release name → switched on (true) or off (false), as GET /sandbox/v1/releases lists them (an unknown name is 422 naming it). */
        ReleaseSwitches: {
            /** @description A date_of_birth of eight digits is read as MMDDYYYY (patient upsert, batch and VOB request patients). Off: eight digits are read as YYYYMMDD. */
            dob_mmddyyyy?: boolean;
            /** @description A VOB specialty's `credentialing` carries the credential's npi, tax_id, ptan, location and organization. Off: `credentialing` is {id, name} only. */
            specialty_credential_details?: boolean;
            /** @description The follow-up, review, sync and latest_eligibility_check fields and operations: VOBs carry follow_up, can_request_follow_up, clinic_reviewed_at, clinic_reviewed_by and sync; policies carry latest_eligibility_check; POST /v1/verification-of-benefits/{id}/follow-up-request, /review and /sync exist. Off: none of these fields, and those operations are 404; the VOB list's reviewed filter is not read (ignored like any undeclared query parameter). */
            follow_up_review_sync?: boolean;
            /** @description The removal of `default_for` from workflow stage endpoints: stages do not return it, and GET /v1/workflow-stages sending it (?default_for=) is 422 unknown_field. Off (before the removal): each stage carries default_for (`vob_request` for the stage a VOB request moves the patient to, the company's Needs VOB stage; null for the others) and ?default_for= lists the stages it names. */
            default_for_removal?: boolean;
            /** @description The removal of `external_message_ids` from VOBs: VOB create and update sending it are 422 unknown_field and VOBs do not return it. Off (before the removal): VOBs carry external_message_ids (an object, {} until set), create and update write it, and a change is `externalMessageIds` in vob_updated's changed_fields. */
            external_message_ids_removal?: boolean;
            /** @description The backend release of VOB requests: POST /v1/verification-of-benefits-requests and GET .../{id} exist. Off: they are 404. */
            vob_requests?: boolean;
            /** @description The backend release of insurance card files on policies: policies carry insurance_card_front_file_id and insurance_card_back_file_id, and policy create and update write them. Off: policies carry neither, and a write sending them ignores them (like any field a policy body does not declare). */
            insurance_card_files?: boolean;
            /** @description The backend release of the prior-authorization VOB request: prior authorizations accept request_vob (create and update) and vob_specialties (create), carry request_vob, vob_specialties and the vob block, and a create asks for a VOB as request_vob or the company default says. Off: none of these fields (sending one is 422 unknown_field, like any undeclared field), and a prior authorization never asks for a VOB. */
            prior_authorization_vob_request?: boolean;
            /** @description The backend release of prior-authorization requests: POST /v1/prior-authorization-requests and GET .../{id} exist. Off: they are 404. */
            prior_authorization_requests?: boolean;
        };
        SandboxFixtures: {
            company: {
                id: components["schemas"]["Uuid"];
                name: string;
            };
            insurances: components["schemas"]["Insurance"][];
            credentialing: {
                id: components["schemas"]["Uuid"];
                name: string;
                /** @enum {string} */
                type: "entity" | "rendering_provider";
                npi: string | null;
                is_active: boolean;
            }[];
            locations: components["schemas"]["ClinicLocation"][];
            organizations: components["schemas"]["Organization"][];
            workflow_stages: components["schemas"]["WorkflowStage"][];
            users: components["schemas"]["User"][];
            external_id_types: components["schemas"]["ExternalIdType"][];
            integrations: components["schemas"]["Integration"][];
            default_specialties: components["schemas"]["DefaultSpecialty"][];
        };
        /** @description One of the company's locations. */
        ClinicLocation: {
            id: components["schemas"]["Uuid"];
            key: string;
            name: string;
            address: string;
            address_2: string | null;
            city: string;
            state: string;
            zip_code: string;
            is_active: boolean;
        };
        Organization: {
            id: components["schemas"]["Uuid"];
            key: string;
            name: string;
        };
        WorkflowStage: {
            id: components["schemas"]["Uuid"];
            key: string;
            title: string;
            order: number;
            verifies_insurance: boolean;
        };
        User: {
            id: components["schemas"]["Uuid"];
            key: string;
            name: string;
            email: string;
            image: string | null;
            /** @enum {string} */
            user_type: "admin" | "member" | "staff";
        };
        ExternalIdType: {
            id: components["schemas"]["Uuid"];
            key: string;
            name: string;
            is_active: boolean;
        };
        Integration: {
            id: components["schemas"]["Uuid"];
            key: string;
            name: string;
            syncs_vobs: boolean;
            waits_for_review: boolean;
        };
        DefaultSpecialty: {
            key: string;
            service_type: components["schemas"]["ServiceType"];
            credentialing_id: components["schemas"]["Uuid"];
            npi: string;
            cpt_codes: string[];
            icd_codes: string[];
            service_locations: string[];
        };
        SandboxClock: {
            now: components["schemas"]["Timestamp"];
            /** @enum {string} */
            mode: "real" | "frozen";
        };
        /** @description Exactly one of `seconds` (>= 0) or `to` (a date-time not before the clock's now); the clock ends at 9999-12-31T23:59:59.999Z. A date-time without a zone is UTC. */
        SandboxClockAdvance: {
            /** @description a number less than or equal to 315569519999 */
            seconds?: number;
            to?: components["schemas"]["IsoDateTime"];
        } & ({
            seconds: unknown;
        } | {
            to: unknown;
        });
        SandboxClockAdvanced: {
            now: components["schemas"]["Timestamp"];
            /** @enum {string} */
            mode: "real" | "frozen";
            jobs_run: number;
        };
        SandboxClockFreeze: {
            at?: components["schemas"]["IsoDateTime"];
        };
        CompanySettings: {
            assistant_label: string;
            prior_authorization_request_vob_default: boolean;
            /** @description How long (real milliseconds) a webhook receiver has to answer each attempt; unset, the spec's 30 s. */
            webhook_timeout_ms?: number;
        };
        SandboxSettingsUpdate: {
            /** @description a string at least 1 character(s) long */
            assistant_label?: string;
            prior_authorization_request_vob_default?: boolean;
            /** @description Each webhook attempt's deadline in real milliseconds (1 to 30,000; the spec's 30 s when never set), so a receiver-timeout test need not wait 30 s. */
            webhook_timeout_ms?: number;
        };
        /** @enum {string} */
        WebhookEventType: "patient_created" | "patient_updated" | "patient_stage_changed" | "patient_insurance_verification" | "patient_verification_completed" | "task_created" | "task_assigned" | "task_completed" | "task_updated" | "task_comment_created" | "vob_created" | "vob_completed" | "vob_updated" | "vob_comment_created";
        SandboxEventList: {
            data: components["schemas"]["SandboxEvent"][];
            pagination: components["schemas"]["Pagination"];
        };
        SandboxEvent: {
            id: components["schemas"]["Uuid"];
            type: string;
            created_at: components["schemas"]["Timestamp"];
            payload: {
                [key: string]: unknown;
            };
        };
        /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. */
        TooManyRequestsError: {
            /** @enum {string} */
            type: "rate_limit_error";
            /** @enum {string} */
            code: "too_many_connections" | "too_many_streams" | "rate_limited";
            message: string;
            param?: string;
            meta?: {
                [key: string]: unknown;
            };
            dropped_fields?: string[];
        };
        /** @enum {string} */
        SandboxJobStatus: "pending" | "running" | "done" | "failed";
        SandboxJobList: {
            data: components["schemas"]["SandboxJob"][];
            pagination: components["schemas"]["Pagination"];
        };
        SandboxJob: {
            id: number;
            /** @description vob.staff_step (autopilot), vob.auto_cancel, webhook.attempt, vob_request.process, … */
            kind: string;
            status: components["schemas"]["SandboxJobStatus"];
            due_at: components["schemas"]["Timestamp"];
            /** @description The record the job acts on (VOB, request, delivery, patient). */
            record_id: string | null;
            /** @description The staff action of an autopilot step. */
            action: string | null;
            error: string | null;
        };
        SandboxVobRequestList: {
            data: components["schemas"]["SandboxVobRequest"][];
            pagination: components["schemas"]["Pagination"];
        };
        SandboxVobRequest: {
            id: components["schemas"]["Uuid"];
            status: components["schemas"]["VobRequestStatus"];
            patient: {
                id: components["schemas"]["Uuid"];
                /** @enum {string} */
                action: "created" | "updated" | "matched";
            } | null;
            policies: components["schemas"]["VobRequestPolicy"][];
            verifications: components["schemas"]["VobRequestVerification"][];
            error: components["schemas"]["RequestError"] | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            completed_at: components["schemas"]["Timestamp"] | null;
            /** @description The files the request was submitted with (what the card reader or document extraction reads). */
            file_ids: string[];
        };
        /** @enum {string} */
        VobRequestStatus: "queued" | "processing" | "completed" | "failed";
        VobRequestPolicy: {
            id: components["schemas"]["Uuid"] | null;
            /** @enum {string} */
            action: "created" | "corrected" | "filled" | "matched" | "unchanged" | "skipped";
            reason: string | null;
            source: ("request" | "card" | "both") | null;
        };
        VobRequestVerification: {
            id: components["schemas"]["Uuid"] | null;
            patient_policy_id: components["schemas"]["Uuid"];
            /** @enum {string} */
            status: "opened" | "already_open" | "not_requested";
            reason: string | null;
            left_out: components["schemas"]["ServiceType"][];
        };
        RequestError: {
            /** @enum {string} */
            code: "files_unreadable" | "patient_conflict" | "validation_failed" | "invalid_operation_payload" | "operation_failed" | "operation_timeout";
            message: string;
            retryable: boolean;
            fields: {
                path: string;
                code: string;
                message: string;
            }[];
        };
        SandboxPriorAuthorizationRequestList: {
            data: components["schemas"]["SandboxPriorAuthorizationRequest"][];
            pagination: components["schemas"]["Pagination"];
        };
        SandboxPriorAuthorizationRequest: {
            id: components["schemas"]["Uuid"];
            status: components["schemas"]["PriorAuthorizationRequestStatus"];
            prior_authorization_id: components["schemas"]["Uuid"] | null;
            error: components["schemas"]["RequestError"] | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            completed_at: components["schemas"]["Timestamp"] | null;
            /** @description The files the request was submitted with (what the card reader or document extraction reads). */
            file_ids: string[];
        };
        /** @enum {string} */
        PriorAuthorizationRequestStatus: "queued" | "processing" | "completed" | "failed";
        /** @enum {string} */
        FileDocumentType: "insurance_card" | "insurance_card_front" | "insurance_card_back" | "referral" | "medical_record" | "prior_authorization" | "comment_attachment" | "message_attachment" | "form_submission" | "other";
        /** @description The JSON body or the upload is too large. */
        PayloadTooLargeError: {
            /** @enum {string} */
            type: "invalid_request_error";
            /** @enum {string} */
            code: "payload_too_large" | "file_too_large";
            message: string;
            param?: string;
            meta?: {
                [key: string]: unknown;
            };
            dropped_fields?: string[];
        };
        FileRecordList: {
            data: components["schemas"]["FileRecord"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A stored file: its record, not its bytes. */
        FileRecord: {
            id: components["schemas"]["Uuid"];
            name: string;
            content_type: string;
            /** @description Size in bytes. */
            size: number;
            document_type: components["schemas"]["FileDocumentType"] | null;
            patient_id: components["schemas"]["Uuid"] | null;
            active: boolean;
            created_at: components["schemas"]["Timestamp"];
            /** @description Whether the bytes are a PDF, PNG or JPEG document, the kinds VOB and prior authorization requests accept. */
            attachable: boolean;
        };
        /** @enum {string} */
        TaskStatus: "pending" | "in_progress" | "completed";
        /** @enum {string} */
        TaskPriority: "low" | "medium" | "high" | "urgent";
        ClinicTaskList: {
            data: components["schemas"]["ClinicTask"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A task of the clinic's team. */
        ClinicTask: {
            id: components["schemas"]["Uuid"];
            title: string;
            description: string | null;
            tags: string[];
            deadline: components["schemas"]["Timestamp"] | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            priority: components["schemas"]["TaskPriority"];
            created_by_id: components["schemas"]["Uuid"] | null;
            company_id: components["schemas"]["Uuid"];
            version: number;
            status: components["schemas"]["TaskStatus"];
            call_id: string | null;
            fax_id: string | null;
            assistant_id: string | null;
            session_id: string | null;
            patient_id: components["schemas"]["Uuid"] | null;
            type: string | null;
            external_message_ids: {
                [key: string]: unknown;
            };
            assigned_user_ids: components["schemas"]["Uuid"][];
            completed_at: components["schemas"]["Timestamp"] | null;
        };
        ConversationList: {
            data: components["schemas"]["Conversation"][];
            pagination: components["schemas"]["Pagination"];
        };
        Conversation: {
            id: components["schemas"]["Uuid"];
            patient_id: components["schemas"]["Uuid"];
            company_id: components["schemas"]["Uuid"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            phone_number_id: string | null;
            is_active: boolean;
        };
        WorkflowStageList: {
            data: components["schemas"]["WorkflowStageItem"][];
            pagination: components["schemas"]["Pagination"];
        };
        WorkflowStageItem: {
            id: components["schemas"]["Uuid"];
            title: string;
            order: number;
            verifies_insurance: boolean;
        };
        VobCreate: {
            patient_policy_id: components["schemas"]["Uuid"];
            specialties?: components["schemas"]["SpecialtyInput"][];
            /** @default false */
            priority?: boolean;
            notes?: string | null;
            prior_authorization_id?: components["schemas"]["Uuid"];
        };
        SpecialtyInput: {
            service_type: components["schemas"]["ServiceType"];
            credentialing_id?: components["schemas"]["Uuid"];
            /** @description a string matching the pattern ^\d{10}$ */
            npi?: string;
            cpt_codes?: string[];
            icd_codes?: string[];
            service_locations?: components["schemas"]["ServiceLocation"][];
        };
        /** @description a string at least 1 character(s) long */
        ServiceLocation: string;
        /** @enum {string} */
        VobStatus: "pending" | "in_progress" | "completed" | "missing_information" | "cancelled";
        Specialty: {
            id: string;
            service_type: components["schemas"]["ServiceType"];
            credentialing_id: string | null;
            npi: string | null;
            cpt_codes: string[];
            service_locations: components["schemas"]["ServiceLocation"][];
            icd_codes: string[];
            credentialing: components["schemas"]["SpecialtyCredentialing"] | null;
        };
        SpecialtyCredentialing: {
            id: components["schemas"]["Uuid"];
            name: string;
            npi: string | null;
            tax_id: string | null;
            ptan: string | null;
            location: {
                id: components["schemas"]["Uuid"];
                name: string;
                address: string | null;
                address_2: string | null;
                city: string | null;
                state: string | null;
                zip_code: string | null;
            } | null;
            organization: {
                id: components["schemas"]["Uuid"];
                name: string;
            } | null;
        };
        VobSync: {
            /** @enum {string} */
            status: "not_synced" | "pending" | "success" | "failed";
            attempted_at: components["schemas"]["Timestamp"] | null;
        };
        CustomerFollowUp: {
            /** @enum {string} */
            state: "requested" | "in_progress";
            requested_at: components["schemas"]["Timestamp"];
            started_at: components["schemas"]["Timestamp"] | null;
        };
        MissingInformationAsk: {
            comment_id: components["schemas"]["Uuid"];
            content: string;
            created_at: components["schemas"]["Timestamp"];
        };
        UserSummary: {
            id: string;
            name: string | null;
            email: string | null;
            image: string | null;
            user_type: string | null;
        };
        Cancellation: {
            reason: string | null;
            cancelled_at: components["schemas"]["Timestamp"] | null;
            cancelled_by: components["schemas"]["UserSummary"] | null;
        };
        VobPatient: {
            id: components["schemas"]["Uuid"];
            first_name: string | null;
            last_name: string | null;
            date_of_birth: components["schemas"]["IsoDate"] | null;
        };
        VobResult: {
            id: components["schemas"]["Uuid"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            payor_id: components["schemas"]["Uuid"] | null;
            /** @enum {string} */
            eligibility_status: "active" | "inactive";
            provider_network_status: components["schemas"]["ProviderNetworkStatus"];
            plan_name: string | null;
            plan_type: components["schemas"]["PlanType"] | null;
            plan_funding_type: components["schemas"]["PlanFundingType"] | null;
            plan_renewal_date_type: components["schemas"]["PlanRenewalDateType"] | null;
            group_number: string | null;
            coverage_from: components["schemas"]["IsoDate"] | null;
            coverage_to: components["schemas"]["IsoDate"] | null;
            deductible_apply_to_oop: boolean | null;
            individual_deductible_policy_in_network: number | null;
            individual_deductible_policy_out_network: number | null;
            individual_deductible_remaining_in_network: number | null;
            individual_deductible_remaining_out_network: number | null;
            family_deductible_policy_in_network: number | null;
            family_deductible_policy_out_network: number | null;
            family_deductible_remaining_in_network: number | null;
            family_deductible_remaining_out_network: number | null;
            individual_oop_max_policy_in_network: number | null;
            individual_oop_max_policy_out_network: number | null;
            individual_oop_max_remaining_in_network: number | null;
            individual_oop_max_remaining_out_network: number | null;
            family_oop_max_policy_in_network: number | null;
            family_oop_max_policy_out_network: number | null;
            family_oop_max_remaining_in_network: number | null;
            family_oop_max_remaining_out_network: number | null;
            services: components["schemas"]["VobResultService"][];
            notes: string | null;
            ai_summary: string | null;
            ai_summary_generated_at: components["schemas"]["Timestamp"] | null;
        };
        VobResultService: {
            service_type: components["schemas"]["ServiceType"];
            specialty_id: string | null;
            payor_service_id: components["schemas"]["Uuid"] | null;
            covered_in_network: boolean | null;
            copay_in_network: number | null;
            co_insurance_in_network: number | null;
            covered_out_network: boolean | null;
            copay_out_network: number | null;
            co_insurance_out_network: number | null;
            deductible_apply: boolean | null;
            auth_required: boolean | null;
            visit_limit: number | null;
            visit_limit_remaining: number | null;
            comment: string | null;
        };
        VobList: {
            data: components["schemas"]["VobListItem"][];
            pagination: components["schemas"]["Pagination"];
        };
        VobListItem: {
            id: components["schemas"]["Uuid"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            patient_id: components["schemas"]["Uuid"];
            patient_policy_id: components["schemas"]["Uuid"];
            created_by_id: string;
            version: number;
            status: components["schemas"]["VobStatus"];
            /** @default false */
            priority: boolean;
            company_id: components["schemas"]["Uuid"] | null;
            active: boolean | null;
            reviewer_user_id: string | null;
            reviewed_at: components["schemas"]["Timestamp"] | null;
            completed_at: components["schemas"]["Timestamp"] | null;
            completed_by_user_id: string | null;
            missing_information_since: components["schemas"]["Timestamp"] | null;
            /** @default 0 */
            sla_paused_seconds: number;
            /** @default false */
            backfilled: boolean;
            /** @default [] */
            specialties: components["schemas"]["Specialty"][];
            /** @description The caller's notes on the request (create and update). */
            notes: string | null;
            prior_authorization_id: components["schemas"]["Uuid"] | null;
            result_id: components["schemas"]["Uuid"] | null;
            sync: components["schemas"]["VobSync"] | null;
            clinic_reviewed_at: components["schemas"]["Timestamp"] | null;
            follow_up: components["schemas"]["CustomerFollowUp"] | null;
            missing_information_ask: components["schemas"]["MissingInformationAsk"] | null;
            missing_information_answered_at: components["schemas"]["Timestamp"] | null;
            auto_cancel_on: components["schemas"]["IsoDate"] | null;
            created_by: components["schemas"]["UserSummary"] | null;
            clinic_reviewed_by: components["schemas"]["UserSummary"] | null;
            cancellation: components["schemas"]["Cancellation"] | null;
            patient: components["schemas"]["VobPatient"] | null;
            patient_policy: components["schemas"]["PatientPolicy"] | null;
            result?: components["schemas"]["VobResult"] | null;
        };
        VobResolve: {
            patient_policy_id: components["schemas"]["Uuid"];
            specialties?: components["schemas"]["SpecialtyInput"][];
            /** @default false */
            priority?: boolean;
        };
        VobResolution: {
            /** @enum {string} */
            resolution: "already_open" | "opened";
            vob: components["schemas"]["Vob"];
        };
        Vob: {
            id: components["schemas"]["Uuid"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            patient_id: components["schemas"]["Uuid"];
            patient_policy_id: components["schemas"]["Uuid"];
            created_by_id: string;
            version: number;
            status: components["schemas"]["VobStatus"];
            /** @default false */
            priority: boolean;
            company_id: components["schemas"]["Uuid"] | null;
            active: boolean | null;
            reviewer_user_id: string | null;
            reviewed_at: components["schemas"]["Timestamp"] | null;
            completed_at: components["schemas"]["Timestamp"] | null;
            completed_by_user_id: string | null;
            missing_information_since: components["schemas"]["Timestamp"] | null;
            /** @default 0 */
            sla_paused_seconds: number;
            /** @default false */
            backfilled: boolean;
            /** @default [] */
            specialties: components["schemas"]["Specialty"][];
            /** @description The caller's notes on the request (create and update). */
            notes: string | null;
            prior_authorization_id: components["schemas"]["Uuid"] | null;
            result_id: components["schemas"]["Uuid"] | null;
            sync: components["schemas"]["VobSync"] | null;
            clinic_reviewed_at: components["schemas"]["Timestamp"] | null;
            follow_up: components["schemas"]["CustomerFollowUp"] | null;
            missing_information_ask: components["schemas"]["MissingInformationAsk"] | null;
            missing_information_answered_at: components["schemas"]["Timestamp"] | null;
            auto_cancel_on: components["schemas"]["IsoDate"] | null;
            created_by: components["schemas"]["UserSummary"] | null;
            clinic_reviewed_by: components["schemas"]["UserSummary"] | null;
            cancellation: components["schemas"]["Cancellation"] | null;
            patient: components["schemas"]["VobPatient"] | null;
            patient_policy: components["schemas"]["PatientPolicy"] | null;
            result: components["schemas"]["VobResult"] | null;
            can_request_follow_up: boolean;
        };
        VobUpdate: {
            /** @description The VOB's current version (409 `version_conflict` otherwise). */
            version: number;
            priority?: boolean;
            notes?: string | null;
            specialties?: components["schemas"]["SpecialtyInput"][];
        };
        VobCommentCreate: {
            /** @description a string at most 5000 character(s) long */
            content: string;
        };
        VobCommentList: {
            data: components["schemas"]["VobComment"][];
            pagination: components["schemas"]["Pagination"];
        };
        VobComment: {
            id: components["schemas"]["Uuid"];
            vob_id: components["schemas"]["Uuid"];
            content: string;
            /** @enum {string} */
            source: "caller" | "staff" | "service";
            created_at: components["schemas"]["Timestamp"];
            created_by: components["schemas"]["UserSummary"] | null;
        };
        VobFollowUpRequest: {
            /** @description 1 to 5000 characters; posted as a comment. */
            content: string;
        };
        /** @description The credentials may not perform this operation. */
        PermissionDeniedError: {
            /** @enum {string} */
            type: "permission_error";
            /** @enum {string} */
            code: "forbidden" | "forbidden_host";
            message: string;
            param?: string;
            meta?: {
                [key: string]: unknown;
            };
            dropped_fields?: string[];
        };
        VobReview: {
            reviewed: boolean;
        };
        SandboxBackfilledVob: {
            patient_policy_id: components["schemas"]["Uuid"];
            specialties?: components["schemas"]["SpecialtyInput"][];
            result?: components["schemas"]["VobResultInput"];
            completed_at?: components["schemas"]["IsoDateTime"];
        };
        VobResultInput: {
            /** @enum {string} */
            eligibility_status?: "active" | "inactive";
            provider_network_status?: components["schemas"]["ProviderNetworkStatus"];
            plan_name?: string | null;
            plan_type?: components["schemas"]["PlanType"] | null;
            plan_funding_type?: components["schemas"]["PlanFundingType"] | null;
            plan_renewal_date_type?: components["schemas"]["PlanRenewalDateType"] | null;
            group_number?: string | null;
            coverage_from?: components["schemas"]["IsoDate"] | null;
            coverage_to?: components["schemas"]["IsoDate"] | null;
            deductible_apply_to_oop?: boolean | null;
            individual_deductible_policy_in_network?: number | null;
            individual_deductible_policy_out_network?: number | null;
            individual_deductible_remaining_in_network?: number | null;
            individual_deductible_remaining_out_network?: number | null;
            family_deductible_policy_in_network?: number | null;
            family_deductible_policy_out_network?: number | null;
            family_deductible_remaining_in_network?: number | null;
            family_deductible_remaining_out_network?: number | null;
            individual_oop_max_policy_in_network?: number | null;
            individual_oop_max_policy_out_network?: number | null;
            individual_oop_max_remaining_in_network?: number | null;
            individual_oop_max_remaining_out_network?: number | null;
            family_oop_max_policy_in_network?: number | null;
            family_oop_max_policy_out_network?: number | null;
            family_oop_max_remaining_in_network?: number | null;
            family_oop_max_remaining_out_network?: number | null;
            services?: {
                specialty_id?: string | null;
                payor_service_id?: components["schemas"]["Uuid"] | null;
                covered_in_network?: boolean | null;
                copay_in_network?: number | null;
                co_insurance_in_network?: number | null;
                covered_out_network?: boolean | null;
                copay_out_network?: number | null;
                co_insurance_out_network?: number | null;
                deductible_apply?: boolean | null;
                auth_required?: boolean | null;
                visit_limit?: number | null;
                visit_limit_remaining?: number | null;
                comment?: string | null;
                service_type: components["schemas"]["ServiceType"];
            }[];
            notes?: string | null;
        };
        SandboxVobAsk: {
            /** @description a string at most 5000 character(s) long */
            content?: string;
        };
        SandboxVobWarn: {
            auto_cancel_on?: components["schemas"]["IsoDate"];
        };
        SandboxVobComplete: {
            result?: components["schemas"]["VobResultInput"];
        };
        SandboxVobCancel: {
            reason?: string | null;
        };
        SandboxVobCloseFollowUp: {
            result?: components["schemas"]["VobResultInput"];
        };
        SandboxVobSyncResult: {
            /** @enum {string} */
            status: "success" | "failed";
        };
        SandboxVobTransitions: {
            status: components["schemas"]["VobStatus"];
            follow_up_state: ("requested" | "in_progress") | null;
            actions: {
                /** @enum {string} */
                by: "staff" | "caller";
                action: string;
                /** @enum {string} */
                method: "POST" | "PATCH";
                path: string;
                allowed: boolean;
                reason?: string;
            }[];
        };
        SandboxIntegrationUpdate: {
            syncs_vobs?: boolean;
            waits_for_review?: boolean;
        };
        WebhookSubscriptionCreate: {
            url: components["schemas"]["WebhookUrl"];
            event_types: components["schemas"]["WebhookEventTypes"];
            description?: string | null;
            /**
             * @description Default true.
             * @default true
             */
            is_active?: boolean;
        };
        /** Format: uri */
        WebhookUrl: string;
        WebhookEventTypes: ("patient_created" | "patient_updated" | "patient_stage_changed" | "patient_insurance_verification" | "patient_verification_completed" | "task_created" | "task_assigned" | "task_completed" | "task_updated" | "task_comment_created" | "vob_created" | "vob_completed" | "vob_updated" | "vob_comment_created")[];
        WebhookSubscriptionList: {
            data: components["schemas"]["WebhookSubscription"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A webhook subscription (the secret is shown only on creation). */
        WebhookSubscription: {
            id: components["schemas"]["Uuid"];
            url: string;
            event_types: components["schemas"]["WebhookEventType"][];
            is_active: boolean;
            description: string | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /** @description Any of url, event_types, description, is_active; omitted fields are kept. The secret cannot be changed. */
        WebhookSubscriptionPatch: {
            url?: components["schemas"]["WebhookUrl"];
            event_types?: components["schemas"]["WebhookEventTypes"];
            description?: string | null;
            is_active?: boolean;
        };
        /**
         * @description pending: an attempt is scheduled; delivered: the last attempt got a 2xx; failed: no attempt left.
         * @enum {string}
         */
        WebhookDeliveryStatus: "pending" | "delivered" | "failed";
        WebhookDeliveryList: {
            data: components["schemas"]["WebhookDelivery"][];
            pagination: components["schemas"]["Pagination"];
        };
        WebhookDelivery: {
            id: components["schemas"]["Uuid"];
            subscription_id: components["schemas"]["Uuid"];
            event_id: string;
            event_type: string;
            status: components["schemas"]["WebhookDeliveryStatus"];
            attempt_count: number;
            max_attempts: number;
            response_code: number | null;
            created_at: components["schemas"]["Timestamp"];
            delivered_at: components["schemas"]["Timestamp"] | null;
            updated_at: components["schemas"]["Timestamp"];
            next_attempt_at: components["schemas"]["Timestamp"] | null;
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
        };
        WebhookDeliveryAttempt: {
            number: number;
            /** @enum {string} */
            trigger: "automatic" | "redelivery" | "test";
            attempted_at: components["schemas"]["Timestamp"];
            response_code: number | null;
            error: string | null;
            duration_ms: number;
        };
        WebhookRedelivery: {
            [key: string]: unknown;
        };
        WebhookTestEvent: {
            /** @enum {string} */
            event_type: "patient_created" | "patient_updated" | "patient_stage_changed" | "patient_insurance_verification" | "patient_verification_completed" | "task_created" | "task_assigned" | "task_completed" | "task_updated" | "task_comment_created" | "vob_created" | "vob_completed" | "vob_updated" | "vob_comment_created";
        };
        VobRequestCreate: ({
            patient?: components["schemas"]["VobRequestPatient"];
            patient_id?: components["schemas"]["Uuid"];
            policies?: components["schemas"]["VobRequestCoverage"][];
            /** @description 1 to 15 distinct files uploaded through /v1/files (PDF, PNG or JPEG; at most 50 MB together). */
            file_ids?: components["schemas"]["Uuid"][];
            specialties?: components["schemas"]["SpecialtyInput"][];
            /** @default false */
            priority?: boolean;
        } | {
            policies: unknown;
        } | {
            file_ids: unknown;
        }) & ({
            patient: unknown;
        } | {
            patient_id: unknown;
        });
        VobRequestPatient: {
            first_name?: string | null;
            last_name?: string | null;
            middle_name?: string | null;
            date_of_birth?: string | null;
            gender?: string | null;
            phone_number?: string | null;
            additional_phone_number?: string | null;
            email?: string | null;
            address?: string | null;
            address2?: string | null;
            city?: string | null;
            state?: string | null;
            zip?: string | null;
            comments?: string | null;
            location_id?: components["schemas"]["Uuid"] | null;
            organization_id?: components["schemas"]["Uuid"] | null;
            tags?: string[];
            custom_fields?: {
                [key: string]: unknown;
            };
            external_id?: components["schemas"]["IntakeExternalId"] | null;
        };
        IntakeExternalId: {
            type_id: components["schemas"]["Uuid"];
            /** @description a string at least 1 character(s) long */
            value: string;
        };
        VobRequestCoverage: {
            insurance_id?: components["schemas"]["Uuid"];
            insurance_name?: string;
            coverage_tier: components["schemas"]["CoverageTier"];
            member_number?: string | null;
            group_number?: string | null;
            plan_name?: string | null;
            subscriber?: components["schemas"]["IntakeSubscriber"] | null;
            external_id?: string | null;
        };
        IntakeSubscriber: {
            first_name?: string | null;
            middle_name?: string | null;
            last_name?: string | null;
            dob?: components["schemas"]["IsoDate"] | null;
            gender?: string | null;
            member_number?: string | null;
            address?: string | null;
            address2?: string | null;
            city?: string | null;
            state?: string | null;
            zip?: string | null;
        };
        VobRequest: {
            id: components["schemas"]["Uuid"];
            status: components["schemas"]["VobRequestStatus"];
            patient: {
                id: components["schemas"]["Uuid"];
                /** @enum {string} */
                action: "created" | "updated" | "matched";
            } | null;
            policies: components["schemas"]["VobRequestPolicy"][];
            verifications: components["schemas"]["VobRequestVerification"][];
            error: components["schemas"]["RequestError"] | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            completed_at: components["schemas"]["Timestamp"] | null;
        };
        CardsRead: {
            /** @enum {string} */
            outcome: "read";
            cards: components["schemas"]["Card"][];
        };
        Card: {
            insurance_name?: string;
            insurance_id?: components["schemas"]["Uuid"];
            member_number: string;
            group_number?: string;
            coverage_tier?: components["schemas"]["CoverageTier"];
            subscriber?: components["schemas"]["CardSubscriber"];
            patient?: components["schemas"]["CardPatient"];
        };
        CardSubscriber: {
            first_name?: string | null;
            middle_name?: string | null;
            last_name?: string | null;
            dob?: components["schemas"]["IsoDate"] | null;
            gender?: string | null;
            member_number?: string | null;
            address?: string | null;
            address2?: string | null;
            city?: string | null;
            state?: string | null;
            zip?: string | null;
        };
        CardPatient: {
            first_name?: string;
            last_name?: string;
            date_of_birth?: components["schemas"]["IsoDate"];
        };
        CardsUnreadable: {
            /** @enum {string} */
            outcome: "unreadable";
        };
        DocumentExtracted: {
            /** @enum {string} */
            outcome: "extracted";
            data: components["schemas"]["PriorAuthorizationRequestData"];
        };
        PriorAuthorizationRequestData: {
            patient_id?: components["schemas"]["Uuid"] | null;
            patient_data?: components["schemas"]["PriorAuthorizationRequestPatientData"] | null;
            patient_policy_id?: components["schemas"]["Uuid"] | null;
            policy_data?: components["schemas"]["PriorAuthorizationRequestPolicyData"] | null;
            payor_id?: components["schemas"]["Uuid"] | null;
            payor_data?: components["schemas"]["PriorAuthorizationRequestPayorData"] | null;
            service?: components["schemas"]["PriorAuthorizationServiceInput"] | null;
            requesting_provider_id?: components["schemas"]["Uuid"] | null;
            servicing_provider_id?: components["schemas"]["Uuid"] | null;
            servicing_location_id?: components["schemas"]["Uuid"] | null;
            organization_id?: components["schemas"]["Uuid"] | null;
            notes?: string | null;
            external_id?: string | null;
            scheduled_submission_date?: components["schemas"]["IsoDate"] | null;
            copy_files_from_prior_authorization_id?: components["schemas"]["Uuid"] | null;
        } & (unknown & unknown & unknown);
        PriorAuthorizationRequestPatientData: {
            first_name?: string | null;
            last_name?: string | null;
            date_of_birth?: components["schemas"]["IsoDate"] | null;
        };
        PriorAuthorizationRequestPolicyData: {
            insurance_id?: components["schemas"]["Uuid"] | null;
            insurance_name?: string | null;
            member_number?: string | null;
            group_number?: string | null;
            plan_name?: string | null;
        };
        PriorAuthorizationRequestPayorData: {
            insurance_id?: components["schemas"]["Uuid"] | null;
            member_id?: string | null;
            insurance_display_name?: string | null;
        };
        PriorAuthorizationServiceInput: {
            specialty?: string | null;
            service_type_codes?: components["schemas"]["ServiceType"][] | null;
            start_date?: components["schemas"]["IsoDate"] | null;
            end_date?: components["schemas"]["IsoDate"] | null;
            cpt_codes?: components["schemas"]["PriorAuthorizationCptCodeInput"][] | null;
            requested_visits?: number | null;
            requested_weeks?: number | null;
            visits_last_90_days?: number | null;
            locations?: string[] | null;
        };
        PriorAuthorizationCptCodeInput: {
            /** @description a string at least 1 character(s) long */
            code: string;
            units: string;
        };
        DocumentUnreadable: {
            /** @enum {string} */
            outcome: "unreadable";
        };
        TestMemberCatalog: {
            grammar: string;
            case_insensitive: boolean;
            delay: string;
            shapes_rule: string;
            not_parsing: string;
            outcomes: {
                name: string;
                what: string;
            }[];
            shapes: {
                name: string;
                what: string;
            }[];
            examples: {
                member_number: string;
                what: string;
            }[];
            /** @description The older AUTO_* prefixes (a member number starting with one), kept as they were. */
            prefixes: {
                name: string;
                what: string;
            }[];
        };
        FaultCreate: {
            /**
             * @description Only requests of this method (default: any).
             * @enum {string}
             */
            method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
            /** @description a string at most 200 character(s) long */
            path: string;
            /**
             * @description Answer with this status in the error shape instead of serving the request.
             * @enum {number}
             */
            status?: 429 | 500 | 502 | 503 | 504;
            /** @description The Retry-After header of a 429 or 503 (default 1). */
            retry_after_seconds?: number;
            /** @description Serve the request after this many real milliseconds (other requests are not held up). */
            latency_ms?: number;
            /**
             * @description Close the connection without an answer.
             * @enum {boolean}
             */
            drop?: true;
            /** @description Fire at most this many times (default: until deleted). */
            times?: number;
            /** @description Fire on this share of matching requests, chosen by a seeded draw (default 1). */
            probability?: number;
            /** @description Seed of the draws (default: the rule's id): the same seed and requests give the same faults. */
            seed?: string;
        };
        FaultRuleList: {
            data: components["schemas"]["FaultRule"][];
            pagination: components["schemas"]["Pagination"];
        };
        FaultRule: {
            id: string;
            method: ("GET" | "POST" | "PUT" | "PATCH" | "DELETE") | null;
            path: string;
            status: (429 | 500 | 502 | 503 | 504) | null;
            retry_after_seconds: number | null;
            latency_ms: number | null;
            drop: boolean;
            times: number | null;
            probability: number;
            seed: string;
            /** @description Requests the rule matched (fired or not). */
            matched_count: number;
            /** @description Requests the rule fired on. */
            fired_count: number;
            created_at: components["schemas"]["Timestamp"];
        };
        ReleaseList: {
            data: components["schemas"]["ReleaseState"][];
        };
        ReleaseState: {
            name: string;
            enabled: boolean;
            /** @description Its state for a company created without switches (today's behaviour). */
            default: boolean;
            changes: string;
        };
        PriorAuthorizationCreate: {
            patient_id: components["schemas"]["Uuid"];
            status?: components["schemas"]["PriorAuthorizationStatus"];
            patient_policy_id?: components["schemas"]["Uuid"] | null;
            payor_id?: components["schemas"]["Uuid"] | null;
            service?: components["schemas"]["PriorAuthorizationServiceInput"] | null;
            requesting_provider_id?: components["schemas"]["Uuid"] | null;
            servicing_provider_id?: components["schemas"]["Uuid"] | null;
            servicing_location_id?: components["schemas"]["Uuid"] | null;
            organization_id?: components["schemas"]["Uuid"] | null;
            notes?: string | null;
            external_id?: string | null;
            scheduled_submission_date?: components["schemas"]["IsoDate"] | null;
            file_ids?: components["schemas"]["Uuid"][] | null;
            authorization_number?: string | null;
            approved_visits?: number | null;
            approved_from?: components["schemas"]["IsoDate"] | null;
            approved_to?: components["schemas"]["IsoDate"] | null;
            decision_date?: components["schemas"]["IsoDate"] | null;
            decision_notes?: string | null;
            request_vob?: boolean;
            vob_specialties?: components["schemas"]["SpecialtyInput"][];
        };
        /** @enum {string} */
        PriorAuthorizationStatus: "draft" | "submitted" | "approved" | "denied" | "cancelled";
        PriorAuthorizationService: {
            specialty: string | null;
            service_type_codes: components["schemas"]["ServiceType"][];
            start_date: components["schemas"]["IsoDate"] | null;
            end_date: components["schemas"]["IsoDate"] | null;
            cpt_codes: components["schemas"]["PriorAuthorizationCptCode"][];
            requested_visits: number | null;
            requested_weeks: number | null;
            visits_last_90_days: number | null;
            locations: string[];
        };
        PriorAuthorizationCptCode: {
            /** @description a string at least 1 character(s) long */
            code: string;
            units: string;
        };
        PriorAuthorizationVob: {
            state: components["schemas"]["PriorAuthorizationVobState"];
            vob: {
                id: components["schemas"]["Uuid"];
                status: components["schemas"]["VobStatus"];
            } | null;
            /** @description With `missing_details`: what the VOB needs (`patient_policy_id`, `vob_specialties`); otherwise empty. */
            missing: string[];
        };
        /** @enum {string} */
        PriorAuthorizationVobState: "requested" | "already_open" | "not_on_patient" | "missing_details" | "not_requested";
        PriorAuthorizationList: {
            data: components["schemas"]["PriorAuthorization"][];
            pagination: components["schemas"]["Pagination"];
        };
        PriorAuthorization: {
            id: components["schemas"]["Uuid"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            company_id: components["schemas"]["Uuid"];
            created_by_id: string;
            version: number;
            active: boolean;
            status: components["schemas"]["PriorAuthorizationStatus"];
            submitted_at: components["schemas"]["Timestamp"] | null;
            patient_id: components["schemas"]["Uuid"];
            patient_policy_id: components["schemas"]["Uuid"] | null;
            payor_id: components["schemas"]["Uuid"] | null;
            service: components["schemas"]["PriorAuthorizationService"];
            requesting_provider_id: components["schemas"]["Uuid"] | null;
            servicing_provider_id: components["schemas"]["Uuid"] | null;
            servicing_location_id: components["schemas"]["Uuid"] | null;
            organization_id: components["schemas"]["Uuid"] | null;
            notes: string | null;
            external_id: string | null;
            scheduled_submission_date: components["schemas"]["IsoDate"] | null;
            file_ids: components["schemas"]["Uuid"][];
            authorization_number: string | null;
            approved_visits: number | null;
            approved_from: components["schemas"]["IsoDate"] | null;
            approved_to: components["schemas"]["IsoDate"] | null;
            decision_date: components["schemas"]["IsoDate"] | null;
            decision_notes: string | null;
            request_vob: boolean;
            vob_specialties: components["schemas"]["SpecialtyInput"][];
            vob: components["schemas"]["PriorAuthorizationVob"];
        };
        PriorAuthorizationUpdate: {
            /** @description The record's current version (409 `version_conflict` otherwise). */
            version: number;
            status?: components["schemas"]["PriorAuthorizationStatus"];
            patient_policy_id?: components["schemas"]["Uuid"] | null;
            payor_id?: components["schemas"]["Uuid"] | null;
            service?: components["schemas"]["PriorAuthorizationServiceInput"] | null;
            requesting_provider_id?: components["schemas"]["Uuid"] | null;
            servicing_provider_id?: components["schemas"]["Uuid"] | null;
            servicing_location_id?: components["schemas"]["Uuid"] | null;
            organization_id?: components["schemas"]["Uuid"] | null;
            notes?: string | null;
            external_id?: string | null;
            scheduled_submission_date?: components["schemas"]["IsoDate"] | null;
            file_ids?: components["schemas"]["Uuid"][] | null;
            authorization_number?: string | null;
            approved_visits?: number | null;
            approved_from?: components["schemas"]["IsoDate"] | null;
            approved_to?: components["schemas"]["IsoDate"] | null;
            decision_date?: components["schemas"]["IsoDate"] | null;
            decision_notes?: string | null;
            request_vob?: boolean;
        };
        PriorAuthorizationRequestCreate: {
            /** @description 1 to 15 distinct files uploaded through /v1/files (PDF, PNG or JPEG; at most 50 MB together). */
            file_ids: components["schemas"]["Uuid"][];
            data?: components["schemas"]["PriorAuthorizationRequestData"];
        };
        PriorAuthorizationRequest: {
            id: components["schemas"]["Uuid"];
            status: components["schemas"]["PriorAuthorizationRequestStatus"];
            prior_authorization_id: components["schemas"]["Uuid"] | null;
            error: components["schemas"]["RequestError"] | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            completed_at: components["schemas"]["Timestamp"] | null;
        };
        SandboxSnapshotCreate: {
            /** @description a string at least 1 character(s) long */
            name?: string;
        };
        SandboxSnapshotList: {
            data: components["schemas"]["SandboxSnapshot"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description `created_at` and `clock` are the company's sandbox time at capture. */
        SandboxSnapshot: {
            id: components["schemas"]["Uuid"];
            name: string | null;
            created_at: components["schemas"]["Timestamp"];
            clock: components["schemas"]["SandboxClock"];
        };
        SandboxSnapshotFork: {
            /** @description a string at least 1 character(s) long */
            name?: string;
        };
        WebhookGradeReport: {
            passed: boolean;
            cases: components["schemas"]["WebhookGraderCase"][];
        };
        WebhookGraderCase: {
            name: string;
            expectation: string;
            observed: string;
            passed: boolean;
            /** @description The fix in one line when the case failed; a warning when it passed slowly (over 5 s); else null. */
            advice: string | null;
        };
        WebhookSignedAttemptList: {
            data: components["schemas"]["WebhookSignedAttempt"][];
        };
        WebhookSignedAttempt: {
            number: number;
            /** @enum {string} */
            trigger: "automatic" | "redelivery" | "test";
            attempted_at: components["schemas"]["Timestamp"];
            response_code: number | null;
            error: string | null;
            duration_ms: number;
            /** @description The `X-Svc-Signature` header the attempt sent (`sha256=<hex>`, over the body only: the spec signs no timestamp); null for an attempt recorded before the sandbox kept it. */
            signature: string | null;
        };
        /** @description a string matching the pattern ^(?:[1-5]xx|[1-5][0-9][0-9])$ */
        RequestStatusFilter: string;
        LoggedRequestList: {
            data: components["schemas"]["LoggedRequest"][];
            pagination: components["schemas"]["Pagination"];
        };
        LoggedRequest: {
            id: components["schemas"]["RequestId"];
            method: string;
            /** @description The path without its query string. */
            path: string;
            /** @description The query parameters as sent; a repeated one is an array. */
            query: {
                [key: string]: string | string[];
            };
            status: number;
            /** @description Server time from the request's arrival to its answer, in real milliseconds. */
            duration_ms: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            sandbox_time: string;
            request: components["schemas"]["LoggedRequestSide"];
            response: components["schemas"]["LoggedResponseSide"];
            /** @description The answer's error `code`; null on success. */
            error_code: string | null;
        };
        /** @description The `X-Request-Id` the call was answered with. */
        RequestId: string;
        LoggedRequestSide: {
            /** @description Header names in lower case. `X-API-Key` and `Authorization` are masked (`sk_test_…1a2b`): the log never holds a credential. */
            headers: {
                [key: string]: string;
            };
            /** @description The request body: its JSON as sent, a string for any other text, null when there was none. A body over 65536 bytes is kept as a string of its first 65536 bytes ending with a marker saying how many were cut. An upload is kept as its parts' metadata (`{multipart: [{name, filename, content_type}]}`), never its bytes. */
            body: unknown;
            /** @description The request body's whole size in bytes (0 without one). */
            body_bytes: number;
        };
        LoggedResponseSide: {
            /** @description Header names in lower case. `X-API-Key` and `Authorization` are masked (`sk_test_…1a2b`): the log never holds a credential. */
            headers: {
                [key: string]: string;
            };
            /** @description The response body: its JSON as sent, a string for any other text, null when there was none. A body over 65536 bytes is kept as a string of its first 65536 bytes ending with a marker saying how many were cut. Webhook secrets and credentials in an answer are masked. */
            body: unknown;
            /** @description The response body's whole size in bytes (0 without one). */
            body_bytes: number;
        };
        /** @description The body is neither JSON nor multipart/form-data. */
        UnsupportedMediaTypeError: {
            /** @enum {string} */
            type: "invalid_request_error";
            /** @enum {string} */
            code: "unsupported_media_type";
            message: string;
            param?: string;
            meta?: {
                [key: string]: unknown;
            };
            dropped_fields?: string[];
        };
        /** @description The request was not received in time (the headers, or the whole request); the connection is closed. */
        RequestTimeoutError: {
            /** @enum {string} */
            type: "invalid_request_error";
            /** @enum {string} */
            code: "request_timeout";
            message: string;
            param?: string;
            meta?: {
                [key: string]: unknown;
            };
            dropped_fields?: string[];
        };
        /** @description The request headers are larger than the server accepts; the connection is closed. */
        HeadersTooLargeError: {
            /** @enum {string} */
            type: "invalid_request_error";
            /** @enum {string} */
            code: "headers_too_large";
            message: string;
            param?: string;
            meta?: {
                [key: string]: unknown;
            };
            dropped_fields?: string[];
        };
        /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. */
        BadGatewayError: {
            /** @enum {string} */
            type: "api_error";
            /** @enum {string} */
            code: "bad_gateway";
            message: string;
            param?: string;
            meta?: {
                [key: string]: unknown;
            };
            dropped_fields?: string[];
        };
        /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. */
        GatewayTimeoutError: {
            /** @enum {string} */
            type: "api_error";
            /** @enum {string} */
            code: "gateway_timeout";
            message: string;
            param?: string;
            meta?: {
                [key: string]: unknown;
            };
            dropped_fields?: string[];
        };
        PatientBatchItem: {
            patient_id?: components["schemas"]["Uuid"];
            source_extraction_id?: components["schemas"]["Uuid"] | null;
            first_name?: string | null;
            last_name?: string | null;
            middle_name?: string | null;
            date_of_birth?: string | null;
            gender?: string | null;
            phone_number?: string | null;
            additional_phone_number?: string | null;
            email?: string | null;
            address?: string | null;
            address2?: string | null;
            city?: string | null;
            state?: string | null;
            zip?: string | null;
            comments?: string | null;
            workflow_stage_id?: components["schemas"]["Uuid"] | null;
            assigned_user_id?: components["schemas"]["Uuid"] | null;
            location_id?: components["schemas"]["Uuid"] | null;
            organization_id?: components["schemas"]["Uuid"] | null;
            tags?: string[];
            referral?: components["schemas"]["Referral"] | null;
            policies?: components["schemas"]["EmbeddedPolicy"][];
            custom_fields?: {
                [key: string]: unknown;
            };
            external_id_type?: components["schemas"]["Uuid"] | null;
            external_id?: string | null;
            created_from?: string | null;
            payors?: components["schemas"]["PayorInput"][];
        } & {
            [key: string]: unknown;
        };
        PayorInput: {
            insurance_id?: components["schemas"]["Uuid"];
            insurance_name?: string;
            subscriber_id?: string | null;
            relationship_to_subscriber?: components["schemas"]["RelationshipToSubscriber"] | null;
            insured_member_id?: string | null;
            group_number?: string | null;
            group_description?: string | null;
            payor_responsibility?: components["schemas"]["CoverageTier"];
            coverage_from?: components["schemas"]["IsoDate"] | null;
            coverage_to?: components["schemas"]["IsoDate"] | null;
            provider_network_status?: components["schemas"]["ProviderNetworkStatus"];
            plan_funding_type?: components["schemas"]["PlanFundingType"] | null;
            plan_name?: string | null;
            plan_type?: components["schemas"]["PlanType"] | null;
            plan_renewal_date_type?: components["schemas"]["PlanRenewalDateType"] | null;
            cob_on_file?: components["schemas"]["CobOnFile"] | null;
            cob_notes?: string | null;
            cob_last_verified_at?: components["schemas"]["IsoDateTime"] | null;
            has_other_active_coverage?: boolean | null;
            out_of_state_benefits?: boolean | null;
            out_of_state_benefits_comments?: string | null;
            in_grace_period?: boolean | null;
            last_payment_date?: components["schemas"]["IsoDate"] | null;
            is_cobra_coverage?: boolean | null;
            deductible_apply_to_oop?: boolean | null;
            eligibility_check_status?: components["schemas"]["EligibilityCheckStatus"];
            eligibility_check_comment?: string | null;
            eligibility_check_date?: components["schemas"]["IsoDateTime"] | null;
            eligibility_version?: number;
            benefits_related_entities?: {
                [key: string]: unknown;
            }[];
            subscriber?: components["schemas"]["Subscriber"] | null;
            individual_deductible_policy_in_network?: number | null;
            individual_deductible_policy_out_network?: number | null;
            individual_deductible_remaining_in_network?: number | null;
            individual_deductible_remaining_out_network?: number | null;
            family_deductible_policy_in_network?: number | null;
            family_deductible_policy_out_network?: number | null;
            family_deductible_remaining_in_network?: number | null;
            family_deductible_remaining_out_network?: number | null;
            individual_oop_max_policy_in_network?: number | null;
            individual_oop_max_policy_out_network?: number | null;
            individual_oop_max_remaining_in_network?: number | null;
            individual_oop_max_remaining_out_network?: number | null;
            family_oop_max_policy_in_network?: number | null;
            family_oop_max_policy_out_network?: number | null;
            family_oop_max_remaining_in_network?: number | null;
            family_oop_max_remaining_out_network?: number | null;
        } & {
            [key: string]: unknown;
        };
        /** @description The patient_created webhook body. */
        PatientCreatedEvent: {
            /** @enum {string} */
            event_type: "patient_created";
            event_id: string;
            timestamp: string;
            patient: components["schemas"]["EventPatientRef"];
            created_by: string | null;
        };
        EventPatientRef: {
            id: string;
        };
        /** @description The patient_updated webhook body. */
        PatientUpdatedEvent: {
            /** @enum {string} */
            event_type: "patient_updated";
            event_id: string;
            timestamp: string;
            patient: components["schemas"]["EventPatientRef"];
            changed_fields: string[];
            changed_by: string | null;
        };
        /** @description The patient_stage_changed webhook body. */
        PatientStageChangedEvent: {
            /** @enum {string} */
            event_type: "patient_stage_changed";
            event_id: string;
            timestamp: string;
            patient: components["schemas"]["EventPatientRef"];
            previous_stage: components["schemas"]["EventStageRef"] | null;
            new_stage: components["schemas"]["EventStageRef"];
            changed_by: string | null;
        };
        EventStageRef: {
            id: string;
            title: string;
            order: number;
        };
        /** @description The patient_insurance_verification webhook body. */
        PatientInsuranceVerificationEvent: {
            /** @enum {string} */
            event_type: "patient_insurance_verification";
            event_id: string;
            timestamp: string;
            patient: components["schemas"]["EventPatientRef"];
            stage: components["schemas"]["EventStageRef"];
            changed_by: string | null;
        };
        /** @description The patient_verification_completed webhook body. */
        PatientVerificationCompletedEvent: {
            /** @enum {string} */
            event_type: "patient_verification_completed";
            event_id: string;
            timestamp: string;
            patient: components["schemas"]["EventPatientRef"];
            previous_stage: components["schemas"]["EventStageRef"] | null;
            new_stage: components["schemas"]["EventStageRef"];
            changed_by: string | null;
        };
        /** @description The task_created webhook body. */
        TaskCreatedEvent: {
            /** @enum {string} */
            event_type: "task_created";
            event_id: string;
            timestamp: string;
            task: components["schemas"]["EventTaskRef"];
            assigned_user_ids: string[];
            created_by: string | null;
        };
        EventTaskRef: {
            id: string;
        };
        /** @description The task_assigned webhook body. */
        TaskAssignedEvent: {
            /** @enum {string} */
            event_type: "task_assigned";
            event_id: string;
            timestamp: string;
            task: components["schemas"]["EventTaskRef"];
            assigned_user_ids: string[];
            changed_by: string | null;
        };
        /** @description The task_completed webhook body. */
        TaskCompletedEvent: {
            /** @enum {string} */
            event_type: "task_completed";
            event_id: string;
            timestamp: string;
            task: components["schemas"]["EventTaskRef"];
            completed_at: string | null;
            completed_by: string | null;
            created_by: string | null;
        };
        /** @description The task_updated webhook body. */
        TaskUpdatedEvent: {
            /** @enum {string} */
            event_type: "task_updated";
            event_id: string;
            timestamp: string;
            task: components["schemas"]["EventTaskRef"];
            changed_fields: string[];
            changed_by: string | null;
        };
        /** @description The task_comment_created webhook body. */
        TaskCommentCreatedEvent: {
            /** @enum {string} */
            event_type: "task_comment_created";
            event_id: string;
            timestamp: string;
            task: components["schemas"]["EventTaskRef"];
            comment: components["schemas"]["EventCommentRef"];
            created_by: string | null;
        };
        EventCommentRef: {
            id: string;
        };
        /** @description The vob_created webhook body. */
        VobCreatedEvent: {
            /** @enum {string} */
            event_type: "vob_created";
            event_id: string;
            timestamp: string;
            vob: components["schemas"]["EventVobRef"];
            patient: components["schemas"]["EventPatientRef"];
            patient_policy: components["schemas"]["EventPatientPolicyRef"];
            created_by: string | null;
        };
        EventVobRef: {
            id: string;
        };
        EventPatientPolicyRef: {
            id: string;
        };
        /** @description The vob_completed webhook body. */
        VobCompletedEvent: {
            /** @enum {string} */
            event_type: "vob_completed";
            event_id: string;
            timestamp: string;
            vob: components["schemas"]["EventVobRef"];
            patient: components["schemas"]["EventPatientRef"];
            patient_policy: components["schemas"]["EventPatientPolicyRef"];
            result_id: string | null;
            completed_at: string | null;
            completed_by: string | null;
        };
        /** @description The vob_updated webhook body. */
        VobUpdatedEvent: {
            /** @enum {string} */
            event_type: "vob_updated";
            event_id: string;
            timestamp: string;
            vob: components["schemas"]["EventVobRef"];
            patient: components["schemas"]["EventPatientRef"];
            patient_policy: components["schemas"]["EventPatientPolicyRef"];
            changed_fields: string[];
            changed_by: string | null;
        };
        /** @description The vob_comment_created webhook body. */
        VobCommentCreatedEvent: {
            /** @enum {string} */
            event_type: "vob_comment_created";
            event_id: string;
            timestamp: string;
            vob: components["schemas"]["EventVobRef"];
            comment: components["schemas"]["EventCommentRef"];
            created_by: string | null;
        };
        /** @description One Server-Sent Events message: `id:` the event's id, `event:` its type, `data:` the event as one line of JSON (as `GET /sandbox/v1/events` lists it). */
        SandboxEventStreamMessage: {
            /** @description The event's id: send it back as `Last-Event-ID` to resume after it. */
            id: string;
            event: components["schemas"]["WebhookEventType"];
            data: components["schemas"]["SandboxEvent"];
            /** @description Reconnection delay in milliseconds (the first message only). */
            retry?: number;
        };
    };
    responses: {
        /** @description The request could not be read (for example a body that is not JSON). */
        InvalidRequest: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["InvalidRequestError"];
            };
        };
        /** @description Credentials are missing or not recognised. */
        AuthenticationFailed: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AuthenticationFailedError"];
            };
        };
        /** @description The credentials may not perform this operation. */
        PermissionDenied: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PermissionDeniedError"];
            };
        };
        /** @description The resource does not exist, is not active, or belongs to another company. */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotFoundError"];
            };
        };
        /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. */
        Conflict: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ConflictError"];
            };
        };
        /** @description The JSON body or the upload is too large. */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PayloadTooLargeError"];
            };
        };
        /** @description The body is neither JSON nor multipart/form-data. */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UnsupportedMediaTypeError"];
            };
        };
        /** @description The request was not received in time (the headers, or the whole request); the connection is closed. */
        RequestTimeout: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RequestTimeoutError"];
            };
        };
        /** @description The request headers are larger than the server accepts; the connection is closed. */
        HeadersTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HeadersTooLargeError"];
            };
        };
        /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                "X-Sandbox-Fault": components["headers"]["SandboxFault"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TooManyRequestsError"];
            };
        };
        /** @description The request failed validation; `param` names the offending field (dotted path). */
        ValidationFailed: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationFailedError"];
            };
        };
        /** @description Unexpected server error. */
        InternalFailure: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "X-Sandbox-Fault": components["headers"]["SandboxFault"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["InternalFailureError"];
            };
        };
        /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. */
        BadGateway: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "X-Sandbox-Fault": components["headers"]["SandboxFault"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["BadGatewayError"];
            };
        };
        /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. */
        ServiceUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                "X-Sandbox-Fault": components["headers"]["SandboxFault"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ServiceUnavailableError"];
            };
        };
        /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. */
        GatewayTimeout: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "X-Sandbox-Fault": components["headers"]["SandboxFault"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["GatewayTimeoutError"];
            };
        };
    };
    parameters: {
        /**
         * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
         * @example code=429
         */
        PreferCode: string;
    };
    requestBodies: never;
    headers: {
        /** @description The request's id: the `X-Request-Id` the client sent (visible ASCII, at most 128 characters) or a new one. The server's log line for the request carries it; quote it when reporting a problem. */
        RequestId: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /** @description Present when the answer was injected (nothing was done): the id of the fault rule that fired, or `prefer` for a `Prefer: code=` request. */
        SandboxFault: string;
        /** @description Where to poll the request: its path under the same base URL. */
        PollLocation: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "credentialing.list": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                type?: components["schemas"]["CredentialingType"];
            };
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CredentialingList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CredentialingList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "credentialing.get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Credentialing */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Credentialing"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "patients.upsert": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatientWrite"];
            };
        };
        responses: {
            /** @description An existing patient matched (200). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientUpsertMatched"];
                };
            };
            /** @description A new patient was created (201). */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        patient: components["schemas"]["Patient"];
                        matched: boolean;
                        match_reason: ("patient_id" | "external_id" | "demographics" | "phone_and_name" | "email_and_name") | null;
                        dropped_fields: string[];
                        policies: components["schemas"]["EmbeddedPolicyOutcome"][];
                        /** @enum {boolean} */
                        created: true;
                    };
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`, `patient_not_creatable`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `coverage_tier_taken`, `external_id_taken`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "patients.list": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PatientList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "patients.get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Patient */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Patient"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "patientBatch.batch": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatientBatchRequest"];
            };
        };
        responses: {
            /** @description PatientBatchResponse */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientBatchResponse"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "payors.get": {
        parameters: {
            query?: {
                fields?: string;
            };
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payor */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payor"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "payors.createService": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayorServiceCreate"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["Uuid"];
                        created_at: string | null;
                        updated_at: string | null;
                        version: number;
                        payor_id: components["schemas"]["Uuid"];
                        service_type: components["schemas"]["ServiceType"];
                        /** @default pending */
                        verification_benefits_status?: components["schemas"]["VerificationBenefitsStatus"];
                        verification_dates?: components["schemas"]["IsoDateTime"][] | null;
                        verification_benefits_comment?: string | null;
                        pre_cert_name?: string | null;
                        pre_cert_phone_number?: string | null;
                        pre_cert_fax?: string | null;
                        pre_cert_url?: string | null;
                        pre_cert_penalty?: string | null;
                        pre_cert_email?: string | null;
                        sca_instructions?: string | null;
                        claim_address?: string | null;
                        oon_reimbursement_rate?: number | null;
                        oon_reimbursement_rate_type?: components["schemas"]["OonReimbursementRateType"] | null;
                        eligibility_check_id?: string | null;
                        carve_out_insurer_id?: string | null;
                        location_id?: string | null;
                        rep_name?: string | null;
                        call_reference_notes?: string | null;
                        location_rates?: components["schemas"]["LocationRate"][] | null;
                        payor: components["schemas"]["PayorRecord"];
                    };
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "patientPolicies.list": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                patient_id?: components["schemas"]["Uuid"];
                insurance_id?: components["schemas"]["Uuid"];
                coverage_tier?: components["schemas"]["CoverageTier"];
                external_id?: string;
                member_number?: string;
                expiration?: "all" | "expiring" | "expired" | "eligibility_stale";
                start_date_from?: components["schemas"]["IsoDate"];
                start_date_to?: components["schemas"]["IsoDate"];
                end_date_from?: components["schemas"]["IsoDate"];
                end_date_to?: components["schemas"]["IsoDate"];
                eligibility_check_status?: components["schemas"]["EligibilityCheckStatus"];
                provider_network_status?: components["schemas"]["ProviderNetworkStatus"];
                expand?: components["schemas"]["PolicyExpand"];
            };
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PatientPolicyList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientPolicyList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "patientPolicies.create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatientPolicyCreate"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientPolicy"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `coverage_tier_taken`, `tiers_full`, `external_id_taken`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "patientPolicies.get": {
        parameters: {
            query?: {
                expand?: components["schemas"]["PolicyExpand"];
            };
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PatientPolicy */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientPolicy"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "patientPolicies.delete": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PatientPolicy */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientPolicy"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "patientPolicies.update": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatientPolicyUpdate"];
            };
        };
        responses: {
            /** @description PatientPolicy */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientPolicy"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `version_conflict`, `coverage_tier_taken`, `external_id_taken`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxRecords.movePatientStage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxPatientStage"];
            };
        };
        responses: {
            /** @description Patient */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Patient"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxRecords.writePolicyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    billing_credentialing_id?: components["schemas"]["Uuid"] | null;
                    provider_network_status?: components["schemas"]["ProviderNetworkStatus"];
                    cbh_status?: string | null;
                    plan_funding_type?: components["schemas"]["PlanFundingType"] | null;
                    plan_renewal_date_type?: components["schemas"]["PlanRenewalDateType"] | null;
                    benefit_period_end_date?: components["schemas"]["IsoDate"] | null;
                    cob_on_file?: boolean | null;
                    cob_last_verified_at?: components["schemas"]["Timestamp"] | null;
                    has_other_active_coverage?: boolean | null;
                    cob_other_coverages?: {
                        name: string;
                        position: string;
                    }[];
                    out_of_state_benefits?: boolean | null;
                    out_of_state_benefits_comments?: string | null;
                    in_grace_period?: boolean | null;
                    last_payment_date?: components["schemas"]["IsoDate"] | null;
                    is_cobra_coverage?: boolean | null;
                    deductible_apply_to_oop?: boolean | null;
                    eligibility_check_status?: components["schemas"]["EligibilityCheckStatus"];
                    eligibility_check_comment?: string | null;
                    eligibility_version?: number;
                    ai_summary?: string | null;
                    ai_summary_generated_at?: components["schemas"]["Timestamp"] | null;
                    benefits_related_entities?: {
                        [key: string]: unknown;
                    }[];
                    patient?: {
                        id: components["schemas"]["Uuid"];
                    } | null;
                    services?: components["schemas"]["PayorService"][];
                    individual_deductible_policy_in_network?: number | null;
                    individual_deductible_policy_out_network?: number | null;
                    individual_deductible_remaining_in_network?: number | null;
                    individual_deductible_remaining_out_network?: number | null;
                    family_deductible_policy_in_network?: number | null;
                    family_deductible_policy_out_network?: number | null;
                    family_deductible_remaining_in_network?: number | null;
                    family_deductible_remaining_out_network?: number | null;
                    individual_oop_max_policy_in_network?: number | null;
                    individual_oop_max_policy_out_network?: number | null;
                    individual_oop_max_remaining_in_network?: number | null;
                    individual_oop_max_remaining_out_network?: number | null;
                    family_oop_max_policy_in_network?: number | null;
                    family_oop_max_policy_out_network?: number | null;
                    family_oop_max_remaining_in_network?: number | null;
                    family_oop_max_remaining_out_network?: number | null;
                    eligibility_check_date?: components["schemas"]["IsoDateTime"] | null;
                };
            };
        };
        responses: {
            /** @description PatientPolicy */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientPolicy"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxRecords.createPayor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxPayorCreate"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payor"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxCompanies.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CompanyCreate"] | null;
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company: {
                            id: components["schemas"]["Uuid"];
                            name: string;
                        };
                        api_key: string;
                        bearer_token: string;
                        user: {
                            id: components["schemas"]["Uuid"];
                            name: string;
                            email: string;
                        };
                        fixtures: components["schemas"]["SandboxFixtures"];
                        clock: components["schemas"]["SandboxClock"];
                    };
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `seed_taken`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxClock.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SandboxClock */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClock"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxClock.advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxClockAdvance"];
            };
        };
        responses: {
            /** @description SandboxClockAdvanced */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClockAdvanced"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxClock.freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SandboxClockFreeze"] | null;
            };
        };
        responses: {
            /** @description SandboxClockAdvanced */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClockAdvanced"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxClock.resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SandboxClock */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClock"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxData.fixtures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SandboxFixtures */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxFixtures"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxData.reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SandboxFixtures */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxFixtures"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxData.settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CompanySettings */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanySettings"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxData.updateSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxSettingsUpdate"];
            };
        };
        responses: {
            /** @description CompanySettings */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanySettings"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxData.events": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                type?: components["schemas"]["WebhookEventType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SandboxEventList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxEventList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxEventStream.stream": {
        parameters: {
            query?: {
                /** @description Only these event types (repeat the parameter for several); all when absent. */
                type?: components["schemas"]["WebhookEventType"][];
            };
            header?: {
                /** @description Resume after this event: every later event is sent, none twice. Without it, the stream starts with the next event recorded. An id that is not one of the company's events is 422. */
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One message per event, in the order they were recorded: `id:` the event id, `event:` its type, `data:` the event as `GET /sandbox/v1/events` lists it ({id, type, created_at, payload}). Comment lines keep an idle connection open; `retry:` is the reconnection delay in ms. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["SandboxEventStreamMessage"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `too_many_streams`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxInspection.jobs": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: components["schemas"]["SandboxJobStatus"][];
                /** @description a string at least 1 character(s) long */
                record_id?: string;
                due_after?: components["schemas"]["IsoDateTime"];
                due_until?: components["schemas"]["IsoDateTime"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SandboxJobList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxJobList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxInspection.vobRequests": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SandboxVobRequestList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxVobRequestList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxInspection.priorAuthorizationRequests": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SandboxPriorAuthorizationRequestList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxPriorAuthorizationRequestList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "files.list": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                document_type?: components["schemas"]["FileDocumentType"];
            };
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description FileRecordList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileRecordList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "files.upload": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file, at most 50 MB.
                     */
                    file: Blob;
                    document_type?: components["schemas"]["FileDocumentType"];
                    patient_id?: components["schemas"]["Uuid"];
                };
            };
        };
        responses: {
            /** @description A stored file: its record, not its bytes. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileRecord"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_multipart`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `file_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "files.get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stored file: its record, not its bytes. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileRecord"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "files.delete": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stored file: its record, not its bytes. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileRecord"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "tasks.list": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: components["schemas"]["TaskStatus"];
                priority?: components["schemas"]["TaskPriority"];
            };
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ClinicTaskList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClinicTaskList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "tasks.get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A task of the clinic's team. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClinicTask"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "conversations.list": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ConversationList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "workflowStages.list": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WorkflowStageList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowStageList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxTasks.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a string that will be trimmed */
                    title: string;
                    description?: string | null;
                    tags?: string[];
                    deadline?: components["schemas"]["IsoDateTime"] | null;
                    priority?: components["schemas"]["TaskPriority"];
                    status?: components["schemas"]["TaskStatus"];
                    patient_id?: components["schemas"]["Uuid"] | null;
                    assigned_user_ids?: components["schemas"]["Uuid"][];
                };
            };
        };
        responses: {
            /** @description A task of the clinic's team. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClinicTask"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxTasks.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a string that will be trimmed */
                    title?: string;
                    description?: string | null;
                    tags?: string[];
                    deadline?: components["schemas"]["IsoDateTime"] | null;
                    priority?: components["schemas"]["TaskPriority"];
                    status?: components["schemas"]["TaskStatus"];
                    patient_id?: components["schemas"]["Uuid"] | null;
                    assigned_user_ids?: components["schemas"]["Uuid"][];
                    /** @description When sent, the update is refused (409) unless it is the task's current version. */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description A task of the clinic's team. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClinicTask"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `version_conflict`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxTasks.comment": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a string at most 10000 character(s) long */
                    content: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["Uuid"];
                        task_id: components["schemas"]["Uuid"];
                        content: string;
                        created_at: components["schemas"]["Timestamp"];
                        created_by_id: components["schemas"]["Uuid"] | null;
                    };
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxConversations.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    patient_id: components["schemas"]["Uuid"];
                    phone_number_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "vobs.list": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                patient_id?: components["schemas"]["Uuid"];
                patient_policy_id?: components["schemas"]["Uuid"];
                status?: components["schemas"]["VobStatus"][];
                priority?: boolean;
                include?: "result";
                reviewed?: boolean;
            };
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description VobList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VobList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "vobs.create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VobCreate"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "vobs.resolve": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VobResolve"];
            };
        };
        responses: {
            /** @description VobResolution */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VobResolution"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "vobs.get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "vobs.update": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VobUpdate"];
            };
        };
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `version_conflict`, `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "vobs.cancel": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string | null;
                } | null;
            };
        };
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "vobs.comments": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description VobCommentList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VobCommentList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "vobs.comment": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VobCommentCreate"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VobComment"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "vobs.followUpRequest": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VobFollowUpRequest"];
            };
        };
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`, `forbidden`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "vobs.review": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VobReview"];
            };
        };
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "vobs.sync": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxVobs.createBackfilled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxBackfilledVob"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxVobs.start": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxVobs.askMissingInformation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SandboxVobAsk"] | null;
            };
        };
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxVobs.warn": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SandboxVobWarn"] | null;
            };
        };
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxVobs.resume": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxVobs.complete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SandboxVobComplete"] | null;
            };
        };
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxVobs.cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SandboxVobCancel"] | null;
            };
        };
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxVobs.takeFollowUp": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxVobs.startFollowUp": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxVobs.closeFollowUp": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SandboxVobCloseFollowUp"] | null;
            };
        };
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxVobs.staffComment": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VobCommentCreate"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VobComment"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxVobs.settleSync": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxVobSyncResult"];
            };
        };
        responses: {
            /** @description Vob */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vob"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxVobs.transitions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SandboxVobTransitions */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxVobTransitions"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxVobs.updateIntegration": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxIntegrationUpdate"];
            };
        };
        responses: {
            /** @description Integration */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Integration"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhooks.list": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebhookSubscriptionList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscriptionList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "webhooks.create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookSubscriptionCreate"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["Uuid"];
                        url: string;
                        event_types: components["schemas"]["WebhookEventType"][];
                        is_active: boolean;
                        description: string | null;
                        created_at: components["schemas"]["Timestamp"];
                        updated_at: components["schemas"]["Timestamp"];
                        /** @description `whsec_` + 64 lowercase hex characters; shown only here. */
                        secret_key: string;
                    };
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "webhooks.get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A webhook subscription (the secret is shown only on creation). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscription"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "webhooks.delete": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A webhook subscription (the secret is shown only on creation). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscription"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "webhooks.update": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookSubscriptionPatch"];
            };
        };
        responses: {
            /** @description A webhook subscription (the secret is shown only on creation). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscription"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "webhooks.deliveries": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                event_type?: "patient_created" | "patient_updated" | "patient_stage_changed" | "patient_insurance_verification" | "patient_verification_completed" | "task_created" | "task_assigned" | "task_completed" | "task_updated" | "task_comment_created" | "vob_created" | "vob_completed" | "vob_updated" | "vob_comment_created" | "vob_assigned";
                status?: components["schemas"]["WebhookDeliveryStatus"];
                /** @description A delivery id: the deliveries listed after it (older). */
                starting_after?: string;
                /** @description A delivery id: the deliveries listed before it (newer). */
                ending_before?: string;
            };
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebhookDeliveryList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "webhooks.redeliver": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
                delivery_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookRedelivery"] | null;
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "webhooks.test": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "vobRequests.submit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; scoped to the company. The same key and body return the original request. */
                "idempotency-key"?: string;
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VobRequestCreate"];
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Location: components["headers"]["PollLocation"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VobRequest"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `idempotency_key_reused`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "vobRequests.get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description VobRequest */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VobRequest"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxIntake.read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardsRead"] | components["schemas"]["CardsUnreadable"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["Uuid"];
                        file_id: components["schemas"]["Uuid"];
                        /** @enum {string} */
                        outcome: "read" | "unreadable";
                        cards: components["schemas"]["Card"][];
                        created_at: components["schemas"]["Timestamp"];
                    };
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxIntake.extract": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentExtracted"] | components["schemas"]["DocumentUnreadable"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["Uuid"];
                        file_id: components["schemas"]["Uuid"];
                        /** @enum {string} */
                        outcome: "extracted" | "unreadable";
                        data: components["schemas"]["PriorAuthorizationRequestData"] | null;
                        created_at: components["schemas"]["Timestamp"];
                    };
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxTestMembers.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description TestMemberCatalog */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestMemberCatalog"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxFaults.list": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description FaultRuleList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultRuleList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxFaults.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaultCreate"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultRule"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxFaults.clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxFaults.remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxReleases.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ReleaseList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxReleases.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReleaseSwitches"];
            };
        };
        responses: {
            /** @description ReleaseList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseList"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "priorAuthorizations.list": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                patient_id?: components["schemas"]["Uuid"];
                patient_policy_id?: components["schemas"]["Uuid"];
                payor_id?: components["schemas"]["Uuid"];
                status?: components["schemas"]["PriorAuthorizationStatus"][];
                external_id?: string;
                servicing_provider_id?: components["schemas"]["Uuid"];
                scheduled_submission_date_from?: components["schemas"]["IsoDate"];
                scheduled_submission_date_to?: components["schemas"]["IsoDate"];
            };
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PriorAuthorizationList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriorAuthorizationList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "priorAuthorizations.create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriorAuthorizationCreate"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriorAuthorization"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`, `external_id_taken`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "priorAuthorizations.get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PriorAuthorization */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriorAuthorization"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "priorAuthorizations.delete": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PriorAuthorization */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriorAuthorization"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "priorAuthorizations.update": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriorAuthorizationUpdate"];
            };
        };
        responses: {
            /** @description PriorAuthorization */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriorAuthorization"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `version_conflict`, `invalid_state`, `external_id_taken`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "priorAuthorizationRequests.submit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; scoped to the company and reserved for the request's lifetime. The same key and normalized body return the original request; another body is 409 `idempotency_key_reused`. */
                "idempotency-key"?: string;
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriorAuthorizationRequestCreate"];
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Location: components["headers"]["PollLocation"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriorAuthorizationRequest"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `idempotency_key_reused`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "priorAuthorizationRequests.get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `code=NNN` answers this request with status NNN (one of 429, 500, 502, 503, 504) in the error shape instead of serving it, as Prism does: nothing is done. Any other code is 422.
                 * @example code=429
                 */
                Prefer?: components["parameters"]["PreferCode"];
            };
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PriorAuthorizationRequest */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriorAuthorizationRequest"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`, `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description Injected by a fault rule or `Prefer: code=502` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `bad_gateway`. */
            502: components["responses"]["BadGateway"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
            /** @description Injected by a fault rule or `Prefer: code=504` (the `X-Sandbox-Fault` header says which); nothing was done. Codes: `gateway_timeout`. */
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxSnapshots.list": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SandboxSnapshotList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxSnapshotList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxSnapshots.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SandboxSnapshotCreate"] | null;
            };
        };
        responses: {
            /** @description `created_at` and `clock` are the company's sandbox time at capture. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxSnapshot"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxSnapshots.restore": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `created_at` and `clock` are the company's sandbox time at capture. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxSnapshot"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxSnapshots.fork": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SandboxSnapshotFork"] | null;
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company: {
                            id: components["schemas"]["Uuid"];
                            name: string;
                        };
                        api_key: string;
                        bearer_token: string;
                        user: {
                            id: components["schemas"]["Uuid"];
                            name: string;
                            email: string;
                        };
                    };
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxSnapshots.remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `created_at` and `clock` are the company's sandbox time at capture. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxSnapshot"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxWebhookGrader.grade": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebhookGradeReport */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookGradeReport"];
                };
            };
            /** @description The request could not be read (for example a body that is not JSON). Codes: `invalid_json`, `unreadable_body`. */
            400: components["responses"]["InvalidRequest"];
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Version mismatch, reused idempotency key, or an operation the resource's state does not allow. Codes: `invalid_state`. */
            409: components["responses"]["Conflict"];
            /** @description The JSON body or the upload is too large. Codes: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is neither JSON nor multipart/form-data. Codes: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`, `insufficient_storage`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxWebhookAttempts.attempts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Uuid"];
                delivery_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebhookSignedAttemptList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSignedAttemptList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxRequests.list": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: components["schemas"]["RequestStatusFilter"][];
                method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
                /** @description a string at most 2000 character(s) long */
                path?: string;
                since?: components["schemas"]["IsoDateTime"];
                until?: components["schemas"]["IsoDateTime"];
                error_code?: "invalid_json" | "invalid_multipart" | "unreadable_body" | "malformed_request" | "patient_not_creatable" | "missing_credentials" | "invalid_credentials" | "conflicting_credentials" | "forbidden" | "forbidden_host" | "resource_not_found" | "route_not_found" | "console_not_built" | "docs_not_built" | "method_not_allowed" | "request_timeout" | "version_conflict" | "invalid_state" | "idempotency_key_reused" | "coverage_tier_taken" | "tiers_full" | "external_id_taken" | "seed_taken" | "payload_too_large" | "file_too_large" | "unsupported_media_type" | "invalid_parameter" | "missing_parameter" | "unknown_field" | "too_many_connections" | "too_many_streams" | "rate_limited" | "headers_too_large" | "internal_error" | "stored_record_invalid" | "bad_gateway" | "service_unavailable" | "insufficient_storage" | "gateway_timeout";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description LoggedRequestList */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoggedRequestList"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "sandboxRequests.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description LoggedRequest */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoggedRequest"];
                };
            };
            /** @description Credentials are missing or not recognised. Codes: `missing_credentials`, `invalid_credentials`, `conflicting_credentials`. */
            401: components["responses"]["AuthenticationFailed"];
            /** @description The credentials may not perform this operation. Codes: `forbidden_host`. */
            403: components["responses"]["PermissionDenied"];
            /** @description The resource does not exist, is not active, or belongs to another company. Codes: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description The request was not received in time (the headers, or the whole request); the connection is closed. Codes: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description The request failed validation; `param` names the offending field (dotted path). Codes: `invalid_parameter`, `missing_parameter`, `unknown_field`. */
            422: components["responses"]["ValidationFailed"];
            /** @description Too many open connections from this client (`too_many_connections`), too many event streams open for the company (`too_many_streams`: the message and `meta` name the cap), or a rate limit injected by a fault rule or `Prefer: code=429` (`rate_limited`); retry after `Retry-After` seconds. Codes: `too_many_connections`. */
            429: components["responses"]["TooManyRequests"];
            /** @description The request headers are larger than the server accepts; the connection is closed. Codes: `headers_too_large`. */
            431: components["responses"]["HeadersTooLarge"];
            /** @description Unexpected server error. Codes: `internal_error`, `stored_record_invalid`. */
            500: components["responses"]["InternalFailure"];
            /** @description The sandbox's database cannot be reached right now (`service_unavailable`: a shared PostgreSQL store), or it is full (`insufficient_storage`: no disk space, or its size limit reached; `meta` says what of the request was stored, when part of it was), the sandbox is starting, or a fault rule injected it; retry after `Retry-After`. Codes: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhook.patient_created": {
        parameters: {
            query?: never;
            header: {
                "X-Svc-Event-Type": "patient_created";
                "X-Svc-Event-ID": string;
                /** @description `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret after `whsec_`. */
                "X-Svc-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatientCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 30 seconds marks the delivery delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.patient_updated": {
        parameters: {
            query?: never;
            header: {
                "X-Svc-Event-Type": "patient_updated";
                "X-Svc-Event-ID": string;
                /** @description `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret after `whsec_`. */
                "X-Svc-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatientUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 30 seconds marks the delivery delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.patient_stage_changed": {
        parameters: {
            query?: never;
            header: {
                "X-Svc-Event-Type": "patient_stage_changed";
                "X-Svc-Event-ID": string;
                /** @description `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret after `whsec_`. */
                "X-Svc-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatientStageChangedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 30 seconds marks the delivery delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.patient_insurance_verification": {
        parameters: {
            query?: never;
            header: {
                "X-Svc-Event-Type": "patient_insurance_verification";
                "X-Svc-Event-ID": string;
                /** @description `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret after `whsec_`. */
                "X-Svc-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatientInsuranceVerificationEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 30 seconds marks the delivery delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.patient_verification_completed": {
        parameters: {
            query?: never;
            header: {
                "X-Svc-Event-Type": "patient_verification_completed";
                "X-Svc-Event-ID": string;
                /** @description `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret after `whsec_`. */
                "X-Svc-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatientVerificationCompletedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 30 seconds marks the delivery delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.task_created": {
        parameters: {
            query?: never;
            header: {
                "X-Svc-Event-Type": "task_created";
                "X-Svc-Event-ID": string;
                /** @description `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret after `whsec_`. */
                "X-Svc-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 30 seconds marks the delivery delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.task_assigned": {
        parameters: {
            query?: never;
            header: {
                "X-Svc-Event-Type": "task_assigned";
                "X-Svc-Event-ID": string;
                /** @description `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret after `whsec_`. */
                "X-Svc-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskAssignedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 30 seconds marks the delivery delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.task_completed": {
        parameters: {
            query?: never;
            header: {
                "X-Svc-Event-Type": "task_completed";
                "X-Svc-Event-ID": string;
                /** @description `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret after `whsec_`. */
                "X-Svc-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskCompletedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 30 seconds marks the delivery delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.task_updated": {
        parameters: {
            query?: never;
            header: {
                "X-Svc-Event-Type": "task_updated";
                "X-Svc-Event-ID": string;
                /** @description `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret after `whsec_`. */
                "X-Svc-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 30 seconds marks the delivery delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.task_comment_created": {
        parameters: {
            query?: never;
            header: {
                "X-Svc-Event-Type": "task_comment_created";
                "X-Svc-Event-ID": string;
                /** @description `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret after `whsec_`. */
                "X-Svc-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskCommentCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 30 seconds marks the delivery delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.vob_created": {
        parameters: {
            query?: never;
            header: {
                "X-Svc-Event-Type": "vob_created";
                "X-Svc-Event-ID": string;
                /** @description `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret after `whsec_`. */
                "X-Svc-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VobCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 30 seconds marks the delivery delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.vob_completed": {
        parameters: {
            query?: never;
            header: {
                "X-Svc-Event-Type": "vob_completed";
                "X-Svc-Event-ID": string;
                /** @description `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret after `whsec_`. */
                "X-Svc-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VobCompletedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 30 seconds marks the delivery delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.vob_updated": {
        parameters: {
            query?: never;
            header: {
                "X-Svc-Event-Type": "vob_updated";
                "X-Svc-Event-ID": string;
                /** @description `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret after `whsec_`. */
                "X-Svc-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VobUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 30 seconds marks the delivery delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.vob_comment_created": {
        parameters: {
            query?: never;
            header: {
                "X-Svc-Event-Type": "vob_comment_created";
                "X-Svc-Event-ID": string;
                /** @description `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret after `whsec_`. */
                "X-Svc-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VobCommentCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 30 seconds marks the delivery delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
