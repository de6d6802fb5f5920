"""Memories of the Cadence evaluation store (a fictional music-streaming company's data platform team).

Each entry: id, type, title, tags, content lines, and optional role, deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()


mem("platform-overview", "knowledge", "Cadence data platform components",
    ["task_type:architecture", "airflow", "dbt", "bigquery", "kafka"], [
    "Event ingestion: the mobile and web players publish to Kafka topic `plays.v3`; the `bq-sink` connector writes it to the BigQuery dataset `raw`.",
    "Orchestration: Airflow 2.9 on Cloud Composer; DAGs live in `dags/` of the `cadence-data` repository.",
    "Transformation: dbt Core models in `models/` build the `analytics` dataset; reporting is in Looker (`cadence-looker` repository).",
    "Heavy feature jobs for recommendations run as Spark batches on Dataproc Serverless.",
], "2025-03-03")

mem("team-owners", "knowledge", "Who owns which part of the data platform",
    ["task_type:ops", "ownership", "teams", "contacts"], [
    "Team Ingest: Kafka topics, connectors and the `raw` dataset (#data-ingest).",
    "Team Models: dbt models and the `analytics` dataset (#data-models).",
    "Team Insight: Looker dashboards and the monthly label statistics export (#data-insight).",
    "Platform: Composer, Dataproc, IAM and Terraform for GCP (#data-platform).",
], "2025-03-03")

mem("oncall-rotation", "knowledge", "Data on-call rotation",
    ["task_type:ops", "on-call", "opsgenie", "rotation"], [
    "One primary and one secondary engineer per week; the rotation changes on Monday at 10:00 Europe/Berlin.",
    "The Opsgenie schedule is `data-primary`; an unacknowledged page escalates to `data-secondary` after 15 minutes.",
    "Handover notes go in the #data-oncall channel at the end of the week.",
], "2025-03-04")

mem("alert-routing", "rule", "Where pipeline failure alerts go",
    ["task_type:ops", "alerting", "airflow", "slack", "opsgenie"], [
    "Every DAG sets `on_failure_callback=notify_failure`, which posts to Slack #data-alerts.",
    "Only an SLA miss on a tier-1 DAG pages the on-call engineer through Opsgenie; tier-2 failures wait for working hours.",
    "Do not add personal Slack mentions to callbacks; the channel is the record.",
], "2025-03-05", deps=["sla-tiers"])

mem("sla-tiers", "knowledge", "Table SLA tiers",
    ["task_type:data", "sla", "tiers", "freshness"], [
    "Tier 1 (`fct_plays_daily`, `dim_user`, `fct_subscriptions`) must be complete by 06:00 UTC for the executive dashboards.",
    "Tier 2 (all other marts) by 12:00 UTC; tier 3 (sandboxes, experiments) has no SLA.",
    "The tier is the `sla_tier` meta key in the model's `schema.yml`.",
], "2025-03-05")

mem("dag-naming", "rule", "DAG ids and files",
    ["task_type:code-style", "airflow", "dag", "naming"], [
    "DAG ids are `<domain>__<source>__<schedule>`, for example `plays__kafka__hourly`.",
    "One DAG per file in `dags/`, file name equal to the DAG id; shared operators go in `dags/common/`.",
], "2025-03-06")

mem("dag-retries", "rule", "Task retries in Airflow DAGs",
    ["task_type:code-style", "airflow", "retries", "sensors"], [
    "`default_args` sets `retries=3` and `retry_delay=timedelta(minutes=5)` with `retry_exponential_backoff=True`.",
    "Sensors use `mode=\"reschedule\"` so they do not hold a worker slot while waiting.",
    "dbt test tasks get `retries=0`: a failing data test will not pass on a second run.",
], "2025-03-06")

mem("warehouse-partitioning", "rule", "Partition and cluster fact tables",
    ["task_type:data", "bigquery", "partitioning", "clustering"], [
    "Fact tables are partitioned by `event_date` and clustered by `user_id`; set `require_partition_filter=true`.",
    "Queries and incremental models must filter on `event_date`; a full scan of `fct_plays` reads 40 TB.",
], "2025-03-07")

mem("backfill-dag", "skill", "Backfill a DAG over past dates",
    ["task_type:data", "airflow", "backfill", "rerun"], [
    "Run `airflow dags backfill -s <start> -e <end> --reset-dagruns <dag_id>` from the Composer CLI, never from a laptop.",
    "Set `max_active_runs=2` on the DAG first so a backfill does not starve the daily runs.",
    "Post the date range in #data-models before starting; dashboards show partial numbers until it finishes.",
], "2025-03-10", deps=["warehouse-partitioning"])

mem("dbt-model-layers", "rule", "dbt model layers and prefixes",
    ["task_type:code-style", "dbt", "models", "naming"], [
    "`stg_` models select and rename columns from exactly one source; no joins.",
    "`int_` models hold joins and business logic; marts are `fct_` (events, one row per event or per day) and `dim_` (entities).",
    "Marts never read from `raw` directly, only from `stg_` or `int_` models.",
], "2025-03-11")

mem("dbt-tests-required", "rule", "Tests every dbt model needs",
    ["task_type:testing", "dbt", "tests", "freshness"], [
    "Every model's primary key has `unique` and `not_null` tests in its `schema.yml`.",
    "Sources declare freshness: warn after 6 hours, error after 24 hours.",
    "Foreign keys to `dim_` models get a `relationships` test.",
], "2025-03-11")

mem("add-dbt-model", "skill", "Add a new dbt mart model",
    ["task_type:feature", "dbt", "models", "marts"], [
    "Create `models/marts/<area>/fct_<name>.sql` (or `dim_<name>.sql`) with `materialized='incremental'` and `partition_by` on `event_date` for facts.",
    "Add the model to `schema.yml` with a description, its tests and the `sla_tier` meta key.",
    "Run `dbt build --select +fct_<name>` against your dev dataset before opening the pull request.",
], "2025-03-12", deps=["dbt-model-layers", "dbt-tests-required"])

mem("pii-hashing", "rule", "Listener personal data in the warehouse",
    ["task_type:security", "pii", "hashing", "privacy"], [
    "Listener email addresses and IP addresses never land in `raw` in clear text: the ingest connector hashes them with SHA-256 and the salt `pii-salt` from Secret Manager.",
    "Clear-text emails exist only in the `restricted` dataset, readable by the group `data-pii-readers`.",
    "Never join `restricted` into a mart or a Looker explore.",
], "2025-03-13")

mem("gdpr-erasure", "skill", "Handle a listener's erasure request",
    ["task_type:data", "gdpr", "erasure", "privacy", "deletion"], [
    "Erasure requests arrive on Kafka topic `privacy.erasure` from the account service.",
    "`make erase USER_ID=<id>` triggers the `privacy__erasure__daily` DAG, which deletes the user's rows from every table labelled `contains_user_id=true`.",
    "It must complete within 30 days of the request; each run writes a row to `ops.erasure_log`.",
], "2025-03-14", deps=["pii-hashing"])

mem("data-retention", "rule", "How long data is kept",
    ["task_type:data", "retention", "partitions", "expiration"], [
    "Raw events in `raw` are kept 13 months: `partition_expiration_days=395` drops older partitions.",
    "Daily aggregates in `analytics` are kept indefinitely because they hold no user ids.",
    "Weekly snapshots of `raw` go to the GCS bucket `cadence-raw-snapshots` (Coldline) and are deleted after 90 days.",
], "2025-03-14")

mem("event-schema-changes", "rule", "Changing event schemas",
    ["task_type:api", "kafka", "schema-registry", "avro", "compatibility"], [
    "Event schemas are Avro in the Schema Registry with `BACKWARD` compatibility.",
    "Only add optional fields with a default; renaming or removing a field means a new topic version (`plays.v4`) and a dual-publish period of 60 days.",
    "Player teams must bump `schema_version` in the client SDK with the change.",
], "2025-03-17")

mem("consumer-lag", "knowledge", "Kafka consumer lag alert",
    ["task_type:ops", "kafka", "lag", "monitoring", "grafana"], [
    "The alert fires when consumer group `bq-sink` lags more than 500,000 messages for 10 minutes.",
    "The Grafana dashboard \"Ingest lag\" shows lag per partition; one stuck partition usually means a poison message.",
    "Skip a poison message with `kafka-consumer-groups --reset-offsets --shift-by 1` on that partition only, and note the offset in the incident.",
], "2025-03-18")

mem("late-events", "rule", "Late-arriving events",
    ["task_type:data", "late-data", "events", "reprocessing"], [
    "Players buffer plays while offline; events arriving up to 72 hours after `event_ts` are accepted.",
    "The nightly run at 02:00 UTC rebuilds the last 3 days of daily aggregates so late plays are counted.",
    "Events older than 72 hours go to `raw.late_rejected` and are not counted.",
], "2025-03-19")

mem("timestamps-utc", "rule", "Timestamps are UTC",
    ["task_type:data", "timezone", "utc", "timestamps"], [
    "All event and load timestamps are stored as BigQuery `TIMESTAMP` in UTC.",
    "Listener local time is computed only in marts, from `dim_user.timezone`; never convert in `stg_` models.",
], "2025-03-19")

mem("dedupe-events", "rule", "Deduplicate play events",
    ["task_type:data", "deduplication", "events", "idempotency"], [
    "Players retry a send with the same `event_id`, so `raw.plays` holds duplicates.",
    "`stg_plays` keeps one row per `event_id` with `QUALIFY ROW_NUMBER() OVER (PARTITION BY event_id ORDER BY ingested_at) = 1`.",
    "Never count plays from `raw` directly.",
], "2025-03-20")

mem("query-cost-limits", "rule", "BigQuery cost limits",
    ["task_type:performance", "bigquery", "cost", "quota"], [
    "Every job sets `maximum_bytes_billed` to 1 TB; a query that would scan more fails before it runs.",
    "Each engineer has a custom quota of 5 TB scanned per day.",
    "Estimate first with `bq query --dry_run` or the byte estimate in the console.",
], "2025-03-21")

mem("run-locally", "skill", "Run the data stack on a laptop",
    ["task_type:installation", "local", "setup", "docker-compose"], [
    "`make dev` starts Airflow with docker compose and a local Postgres metadata database on :8080.",
    "dbt uses the `dev` target, which writes to your own dataset `dbt_<username>`.",
    "Authenticate with `gcloud auth application-default login`; service account keys are not issued.",
], "2025-03-24")

mem("ci-checks", "rule", "Checks on every pull request",
    ["task_type:testing", "ci", "sqlfluff", "ruff", "pull-request"], [
    "Cloud Build runs `ruff check`, `sqlfluff lint models/` and `pytest tests/dags` (every DAG must import without errors).",
    "`dbt build --select state:modified+` runs against the `ci` dataset with the production manifest.",
    "A pull request needs one approval from the owning team.",
], "2025-03-24")

mem("deploy-dags", "skill", "Deploy DAGs to Composer",
    ["task_type:deployment", "airflow", "composer", "deploy"], [
    "Merging to `main` triggers Cloud Build, which syncs `dags/` to the Composer bucket `gs://cadence-composer-prod/dags`.",
    "A new DAG is deployed paused (`is_paused_upon_creation=True`); unpause it in the UI after checking the first run's graph.",
    "No deploys on Friday after 15:00 or during the tier-1 window (02:00-06:00 UTC).",
], "2025-03-25", deps=["ci-checks"])

mem("secrets-manager", "rule", "Credentials for pipelines",
    ["task_type:security", "secrets", "credentials", "airflow"], [
    "Credentials live in Google Secret Manager and reach Airflow through the Secret Manager backend (`airflow-connections-<conn_id>`).",
    "Never put passwords or API keys in Airflow Variables, DAG code or dbt profiles in the repository.",
], "2025-03-26")

mem("label-stats-export", "skill", "Monthly play statistics export for labels",
    ["task_type:data", "export", "labels", "sftp"], [
    "On the 3rd of each month the `labels__stats__monthly` DAG writes one CSV per label with stream counts per track and country.",
    "Files are uploaded to `sftp://labels.cadence.example/<label_code>/` and the label contact gets an email.",
    "Counts come from `fct_plays_daily`, never from `raw`.",
], "2025-03-27", deps=["dedupe-events"])

mem("data-incidents", "skill", "Handle a data incident",
    ["task_type:incident", "incident", "data-quality", "postmortem"], [
    "Declare it in #data-incidents with the affected tables and dashboards.",
    "Label affected tables `data_quality=degraded`; Looker shows a banner on dashboards that read them.",
    "Write the postmortem within 5 working days in `docs/postmortems/`.",
], "2025-03-28")

mem("spark-feature-jobs", "knowledge", "Spark feature jobs on Dataproc",
    ["task_type:architecture", "spark", "dataproc", "recommendations"], [
    "Recommendation features are built nightly by PySpark batches submitted with `gcloud dataproc batches submit pyspark`.",
    "Batches read `analytics.fct_plays_daily` and write Parquet to `gs://cadence-features/`.",
    "Use the runtime version pinned in `spark/runtime.txt`; executor memory is set there, not in code.",
], "2025-03-31")

mem("looker-changes", "rule", "Changing Looker dashboards",
    ["task_type:code-style", "looker", "lookml", "dashboards"], [
    "LookML changes go through a pull request on `cadence-looker`; nobody edits in production mode.",
    "Dashboards used by executives are LookML dashboards, not user-defined ones, so they are versioned.",
], "2025-04-01")
