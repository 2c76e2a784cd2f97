/** Every migration, in order. A migration is an Effect program over the SqlClient; never edit a landed one. */
import foundation from "./0001_foundation.js"
import patientsPolicies from "./0002_patients_policies.js"
import files from "./0003_files.js"
import tasksConversations from "./0004_tasks_conversations.js"
import payors from "./0005_payors.js"
import policyListIndexes from "./0006_policy_list_indexes.js"
import vobs from "./0007_vobs.js"
import webhooks from "./0008_webhooks.js"
import vobRequests from "./0009_vob_requests.js"
import priorAuthorizations from "./0010_prior_authorizations.js"
import priorAuthorizationRequests from "./0011_prior_authorization_requests.js"
import patientNameKeys from "./0012_patient_name_keys.js"
import recordIds from "./0013_record_ids.js"
import hotQueryIndexes from "./0014_hot_query_indexes.js"
import companyReleases from "./0015_company_releases.js"
import snapshots from "./0016_snapshots.js"
import referenceVersion from "./0017_reference_version.js"
import jobLeases from "./0018_job_leases.js"
import webhookAttemptSignatures from "./0019_webhook_attempt_signatures.js"
import faultRules from "./0020_fault_rules.js"
import requestLog from "./0021_request_log.js"
import subscriptionsVersion from "./0022_subscriptions_version.js"
import jobsScheduledByJob from "./0023_jobs_scheduled_by_job.js"

export const migrations = {
  "0001_foundation": foundation,
  "0002_patients_policies": patientsPolicies,
  "0003_files": files,
  "0004_tasks_conversations": tasksConversations,
  "0005_payors": payors,
  "0006_policy_list_indexes": policyListIndexes,
  "0007_vobs": vobs,
  "0008_webhooks": webhooks,
  "0009_vob_requests": vobRequests,
  "0010_prior_authorizations": priorAuthorizations,
  "0011_prior_authorization_requests": priorAuthorizationRequests,
  "0012_patient_name_keys": patientNameKeys,
  "0013_record_ids": recordIds,
  "0014_hot_query_indexes": hotQueryIndexes,
  "0015_company_releases": companyReleases,
  "0016_snapshots": snapshots,
  "0017_reference_version": referenceVersion,
  "0018_job_leases": jobLeases,
  "0019_webhook_attempt_signatures": webhookAttemptSignatures,
  "0020_fault_rules": faultRules,
  "0021_request_log": requestLog,
  "0022_subscriptions_version": subscriptionsVersion,
  "0023_jobs_scheduled_by_job": jobsScheduledByJob
}
