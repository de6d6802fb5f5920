#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("cd", {"exact": None, "multi-term": None})
case = C.case


# exact: the task uses the memory's own key words
case("exact", "require_partition_filter on fact tables partitioned by event_date", ["warehouse-partitioning"])
case("exact", "retry_delay and retry_exponential_backoff in default_args for a DAG", ["dag-retries"])
case("exact", "QUALIFY ROW_NUMBER on event_id in stg_plays", ["dedupe-events"])
case("exact", "maximum_bytes_billed and bq query --dry_run", ["query-cost-limits"])
case("exact", "Opsgenie schedule data-primary escalation to data-secondary", ["oncall-rotation"])
case("exact", "Avro schema registry BACKWARD compatibility for the plays topic", ["event-schema-changes"])
case("exact", "consumer group bq-sink lag alert in Grafana", ["consumer-lag"])

# paraphrase: the task in everyday words
case("paraphrase", "a listener asked us to wipe everything we have on them, how do I do that?", ["gdpr-erasure"])
case("paraphrase", "how do I redo last month's numbers after I fixed a mistake in the logic", ["backfill-dag"])
case("paraphrase", "some songs show up twice in the counts because the phone sent them again", ["dedupe-events"])
case("paraphrase", "how long do we hang on to the raw listening data before it gets thrown out", ["data-retention"])
case("paraphrase", "my query got stopped because it would read too much; how can I tell how big it is beforehand", ["query-cost-limits"])
case("paraphrase", "can I just rename a field in the message the apps send when a song is played", ["event-schema-changes"])
case("paraphrase", "where do I keep the login details for a vendor's API so the overnight jobs can use them", ["secrets-manager"])
case("paraphrase", "get the whole thing running on my own computer", ["run-locally"])
case("paraphrase", "a phone was offline for two days and then sent its plays, do they still count?", ["late-events"])
case("paraphrase", "who gets woken up when the morning numbers aren't ready in time", ["alert-routing", "oncall-rotation"])
case("paraphrase", "when I put a new workflow live, does it start running straight away?", ["deploy-dags"])
case("paraphrase", "the pipeline is stuck on one bad record and won't move on; how do I skip it", ["consumer-lag"])

# multi-term: long agent tasks with several words
case("multi-term", "We're adding a daily table of listeners per country. It should be partitioned properly and "
     "needs the usual tests on its key before the pull request.",
     ["add-dbt-model", "warehouse-partitioning", "dbt-tests-required"])
case("multi-term", "The hourly plays DAG failed three times last night and nobody was paged. Check the retry "
     "settings and why the failure only went to Slack.", ["dag-retries", "alert-routing"])
case("multi-term", "I need to convert event times into the listener's own time zone for a report; where should "
     "that conversion happen?", ["timestamps-utc"])
case("multi-term", "Our sink to BigQuery is hours behind and the charts for labels this month will be wrong; "
     "declare it and tell people which tables are affected.", ["data-incidents", "consumer-lag"])

# dependency-chain: a skill whose prerequisites must come along
case("dependency-chain", "add a new mart model fct_skips_daily for skipped tracks",
     ["add-dbt-model", "dbt-model-layers", "dbt-tests-required"], deps=["dbt-model-layers", "dbt-tests-required"])
case("dependency-chain", "backfill the plays__kafka__hourly DAG for the first week of March",
     ["backfill-dag", "warehouse-partitioning"], deps=["warehouse-partitioning"])
case("dependency-chain", "deploy the new labels DAG to Composer",
     ["deploy-dags", "ci-checks"], deps=["ci-checks"])
case("dependency-chain", "process the erasure request that just came in on privacy.erasure",
     ["gdpr-erasure", "pii-hashing"], deps=["pii-hashing"])
case("dependency-chain", "send this month's stream counts export to the labels",
     ["label-stats-export", "dedupe-events"], deps=["dedupe-events"])

# zero-match: nothing in the store is about this
case("zero-match", "Set up push notifications for the iOS app with APNs", [])
case("zero-match", "Book a meeting room for the quarterly planning offsite", [])
case("zero-match", "Write a Terraform module for an AWS Lambda that resizes album cover images", [])
case("zero-match", "How do I request a new laptop from IT?", [])
case("zero-match", "Fix the CSS on the careers page footer so it doesn't overlap on small screens", [])
case("zero-match", "Tune the Elasticsearch analyzer so song title search handles accents", [],
     note="shares 'song' with nothing in the store; 'search' is generic")
case("zero-match", "Renew the TLS certificate for the marketing website", [])
case("zero-match", "What is the parental leave policy?", [])

here = os.path.dirname(os.path.abspath(__file__))
C.write(os.path.join(here, "..", "cases.json"), indent=2)
print(len(C.cases), "cases")
