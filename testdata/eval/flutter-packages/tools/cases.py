#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged flutter/packages pull requests (the squash-merge
subjects ending in "(#1234)" among the first-parent commits before 2026-08-21, without the
engine-flutter-autoroll account's Flutter rolls; every 25th of the last 1000, from the 4th, with the
trailing "(#1234)" removed; sampled before any router run), each labelled, from the files the pull
request changed, with the memories a contributor doing it should read, or nothing when no guidance
covers it. Labels name topic guidance only: formatting, analysis and tests, the validation checks,
the version and CHANGELOG update, PRs needing tests and the review process apply to nearly every
package change alike and are not counted (a title about tests themselves counts the test
commands)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("fp", {})
N = "zero-match"
P = "pr-title"
PIGEON = ["pigeon-internals", "pigeon-tests"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t("[material_ui] A typo in the README file of the package.", [])
t("[CI] Update deps script", ["path-based-deps"])
t("[vector_graphics] Provide textDirection for semantics label to avoid crash without Directionality", [])
t("[material_ui] Prerelease setup", ["releasing"])
t("[material_ui, cupertino_ui] Rename l10n macros", [])
t("[cupertino_ui] Fix example path", [])
t("[cupertino_ui] Enable `switch_test.dart`", ["analyze-and-test"])
t("[material_ui] Remove `widgets` import from `material_test.dart`", ["analyze-and-test"])
t("[material_ui] Enable `tabs_test`", ["analyze-and-test"])
t("[video_player_web] Remove stale package:web tweaks", [])
t("Sync release-go_router-17.3.0 to main", ["releasing"])
t("[google_sign_in_android] Update android libraries", ["pigeon-codegen"])
t("[two_dimensional_scrollables] trailing pinned row/col for TableView", [])
t("[google_maps_flutter] Fix various Java warnings", ["language-styles"])
t("[go_router] Manually Sync go_router release to main", ["releasing"])
t("[pigeon] Adds support for analyzer 10", PIGEON)
t("[google_maps_flutter_android] Batch clustered marker operations", [])
t("Add AI contribution guidelines to PR checklist", ["pr-checklist"])
t("[pigeon] Tidy GeneratorAdapters to be const, with getters instead of fields", PIGEON)
t("[dependabot]: Bump androidx.activity:activity from 1.12.2 to 1.12.4 in "
  "/packages/image_picker/image_picker_android/android", [])
t("[google_maps_flutter_android] Add advanced markers support", [])
t("[webview_flutter] Fix crash in iOS external native API", ["webview-wkwebview-wrappers"])
t("Replace pub run with dart run", [])
t("[dependabot]: Bump gradle-wrapper from 8.13 to 9.3.0 in /packages/camera/camera/example/android/app", [])
t("[url_launcher_macos] Migrate XCTest to Swift Testing", ["analyze-and-test"])
t("[camera_avfoundation] Wrappers swift migration - part 5", ["language-styles"])
t("fix[image_picker_ios]: Prevent transcoding on video selection", [])
t("[dependabot]: Bump the gradle-plugin group across 19 directories with 1 update", [])
t("[ci] Update Flutter version for `release`", [])
t("[pigeon] Encode custom enum as long in Kotlin generator", PIGEON)
t("[camera_avfoundation] Wrappers swift migration - part 2", ["language-styles"])
t("[dependabot]: Bump com.google.ads.interactivemedia.v3:interactivemedia from 3.36.0 to 3.37.0 in "
  "/packages/interactive_media_ads/android", ["ima-wrappers"])
t("Fix CODEOWNERS error", ["code-review"])
t("[dependabot]: Bump org.mockito.kotlin:mockito-kotlin from 5.4.0 to 6.0.0 in /packages/interactive_media_ads/android", [])
t("[google_maps_flutter_web] Omit styles when cloudMapId is set", [])
t("[dependabot]: Bump com.google.guava:guava from 33.4.0-android to 33.4.8-android in "
  "/packages/camera/camera_android_camerax/android", [])
t("[image_picker_ios] Add photo to simulator Photos library during test", ["analyze-and-test"])
t("[ci] Exclude packages using deprecated APIs from the pod linter check", [])
t("[google_sign_in] Add more serverClientId info to README", [])
t("[camera_avfoundation] Implementation swift migration - part 6", ["language-styles"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
