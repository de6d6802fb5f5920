#!/usr/bin/env python3
"""Write each sprouts store's cases.json (../<store>/cases.json). Cases were written from the memories alone,
before any router run, worded as a coding agent passes the task it was handed: imperatives with names, pull
request titles with prefixes, questions, and tasks that name a concept only indirectly (a package install for
the package manager, a token for where secrets go, a dependency bump). About one in five has no answer in its
store. Groups: task (covered) and zero-match (nothing in the store speaks to it)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

ALL = {}


def cases(name):
    C = Cases(f"sp-{name}", {})
    ALL[name] = C
    return C.case


# ---------------------------------------------------------------- genomics
case = cases("genomics")
case("task", "Add a module for fastp adapter trimming", ["dsl2-modules", "containers-pinned", "versions-yml", "nf-test"])
case("task", "Wrap bcftools norm as a new process", ["dsl2-modules", "containers-pinned", "versions-yml"])
case("task", "Add a --min_mapq parameter to the alignment filter", ["params-schema", "docs-usage"])
case("task", "The HaplotypeCaller step keeps getting killed with exit 137 on the big WGS samples", ["retry-strategy", "resources-labels"])
case("task", "Give the STAR index step more memory", ["resources-labels"])
case("task", "Add a `library_prep` column to the input CSV", ["samplesheet"])
case("task", "Update the nf-test snapshots after changing the MarkDuplicates options", ["nf-test"])
case("task", "CI: the test profile run fails on the pull request", ["test-profile", "nf-test"])
case("task", "Cut release 2.4.0 of the germline pipeline", ["release", "validation-sop"])
case("task", "Switch the germline caller's BQSR known sites to the newer dbSNP", ["validation-sop", "variant-calling"])
case("task", "A user wants the BAMs of sample CS-2026-00412 copied to their laptop to look at in IGV", ["phi-data"])
case("task", "Name the output files after the patient instead of the sample", ["sample-ids"])
case("task", "Run the pipeline on the university cluster", ["slurm-hpc"])
case("task", "The compute nodes can't pull the docker image", ["slurm-hpc", "containers-pinned"])
case("task", "Install samtools in the environment so the process can call it", ["containers-pinned"])
case("task", "Our AWS bill went up, figure out which project the batch jobs belong to", ["cost-tags", "aws-batch"])
case("task", "Where do I put the Seqera access token?", ["tower-monitoring"])
case("task", "Resume yesterday's failed run without recomputing the alignments", ["work-dir-cleanup"])
case("task", "fix(lint): nf-core lint warnings in the schema", ["lint", "params-schema"])
case("task", "Add a coverage plot to the QC report", ["qc-multiqc"])
case("task", "Write a Python script that merges the per-lane FASTQ stats", ["python-scripts"])
case("task", "Align the new samples to hg19", ["reference-genome"])
case("task", "Clean up old FASTQs to save storage costs", ["data-retention"])
case("task", "Add Manta to the tumour-normal calling", ["sarek-config"])
case("task", "Which branch should my PR target?", ["branch-flow"])
case("zero-match", "Book the sequencer for next Tuesday's flow cell", [])
case("zero-match", "Write the abstract for the ASHG poster", [])
case("zero-match", "Order more reagent kits from Illumina", [])
case("zero-match", "Update the lab's holiday rota spreadsheet", [])
case("zero-match", "Reply to the reviewer's comments on the manuscript", [])

# ---------------------------------------------------------------- ios
case = cases("ios")
case("task", "Build the settings screen", ["swiftui-only", "observation"])
case("task", "Add a streak counter to the habit detail view model", ["observation"])
case("task", "Add a notes field to the Habit model", ["swiftdata"])
case("task", "Fix the data race warning in the sync code", ["concurrency"])
case("task", "Write unit tests for the streak calculation", ["tests-swift-testing"])
case("task", "Add the Lottie library for the celebration animation", ["spm-deps"])
case("task", "Install Alamofire for the networking layer", ["spm-deps"])
case("task", "Fix the lint errors before I commit", ["swiftlint"])
case("task", "Translate the onboarding screens into German", ["localization"])
case("task", "Show '1 habit' vs '3 habits' correctly in the summary", ["localization"])
case("task", "Make the check-in button work with VoiceOver", ["accessibility"])
case("task", "Push a new beta to testers", ["fastlane-release"])
case("task", "The provisioning profile expired, renew it", ["signing-match"])
case("task", "Remind users at 8pm if they haven't checked in", ["notifications"])
case("task", "The home screen widget doesn't update after a check-in", ["widgets"])
case("task", "Integrate Firebase Analytics to see which screens people use", ["analytics-privacy"])
case("task", "Add Crashlytics for crash reporting", ["analytics-privacy", "spm-deps"])
case("task", "Rename the `Entry` model to `CheckIn` without losing users' data", ["swiftdata"])
case("zero-match", "Design the new app icon", [])
case("zero-match", "Write the App Store description for the launch", [])
case("zero-match", "Answer the support email about a refund", [])
case("zero-match", "Make a promo video for TikTok", [])

# ---------------------------------------------------------------- notebooks
case = cases("notebooks")
case("task", "Add a notebook exploring tenure vs churn", ["notebooks-clean"])
case("task", "My notebook diff is huge, it has all the plot outputs in it", ["notebooks-clean"])
case("task", "Move the feature engineering helpers out of the notebook so the other notebooks can use them", ["code-in-package"])
case("task", "pip install xgboost so I can try it", ["env-uv"])
case("task", "Set up the project on my new laptop", ["env-uv", "data-dvc"])
case("task", "Commit the cleaned customers.parquet so others have it", ["data-dvc"])
case("task", "Pull last month's subscription events for the training set", ["warehouse-access"])
case("task", "Shuffle the rows and do an 80/20 train test split", ["splits-leakage"])
case("task", "The model scores 0.99 on the test set, something is off", ["splits-leakage"])
case("task", "Train a LightGBM baseline and record the results", ["mlflow", "seeds", "metrics"])
case("task", "Compare the new model against last quarter's", ["metrics", "mlflow"])
case("task", "Our accuracy is 96%, is that good?", ["metrics"])
case("task", "Results differ every time I rerun the notebook", ["seeds"])
case("task", "Add the customer's email domain as a feature", ["pii"])
case("zero-match", "Make the slides for Thursday's quarterly business review", [])
case("zero-match", "Fix the office printer queue", [])
case("zero-match", "Write a job description for a junior analyst", [])
case("zero-match", "Schedule a meeting with the marketing team", [])

# ---------------------------------------------------------------- extension
case = cases("extension")
case("task", "The timer stops counting after a few minutes in the background", ["mv3-service-worker"])
case("task", "Add the tabs permission so we can read the current URL", ["permissions"])
case("task", "Access all sites so the highlighter works everywhere", ["permissions"])
case("task", "Save the user's theme choice", ["storage"])
case("task", "The sidebar looks broken on GitHub because of their CSS", ["content-scripts"])
case("task", "Send the selected text from the content script to the background", ["messaging"])
case("task", "How do I run the extension locally?", ["build-wxt"])
case("task", "Install date-fns for formatting the reminder times", ["build-wxt"])
case("task", "Ship version 1.3 to users", ["store-release"])
case("task", "Get the extension into the Firefox add-ons store", ["store-release", "build-wxt"])
case("task", "Write tests for the popup", ["tests-vitest"])
case("task", "Add an end-to-end test for highlighting text on a page", ["tests-vitest", "content-scripts"])
case("task", "Keep the list of blocked sites across browser restarts", ["storage", "mv3-service-worker"])
case("zero-match", "Write the privacy policy page for our website", [])
case("zero-match", "Make screenshots for the landing page", [])
case("zero-match", "Reply to the one-star review", [])

# ---------------------------------------------------------------- wpplugin
case = cases("wpplugin")
case("task", "Add a settings page where admins set the booking slot length", ["escape-sanitize", "wpcs"])
case("task", "Save the form submission from the booking block", ["escape-sanitize", "db-prepare"])
case("task", "Add a `notes` column to the bookings table", ["db-prepare"])
case("task", "Find bookings by customer email", ["db-prepare"])
case("task", "Add a new block that lists upcoming bookings", ["blocks"])
case("task", "Use a match expression in the slot calculator", ["support-versions"])
case("task", "Fix the phpcs errors in the admin class", ["wpcs"])
case("task", "Release 1.8.2 with the timezone fix", ["release-svn"])
case("task", "Is this XSS-safe: echo $booking->name in the admin list?", ["escape-sanitize"])
case("zero-match", "Invoice the client for October's hours", [])
case("zero-match", "Pick a colour palette for the client's new logo", [])
case("zero-match", "Set up the office wifi for the new hire", [])

here = os.path.dirname(os.path.abspath(__file__))
for name, C in ALL.items():
    C.write(os.path.join(here, "..", name, "cases.json"), 1)
