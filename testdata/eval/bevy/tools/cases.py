#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged bevyengine/bevy pull requests (squash-merge
subjects ending in "(#1234)" among the first-parent commits of main up to 4805ca7, 2026-08-22,
without bots' (dependabot[bot], github-actions[bot]); every 25th of the last 1000, from the 1st,
with the trailing " (#1234)" removed; they reach back to March 2026), sampled by stride after the
memories were written and before any router run, each labelled, from the files the pull request
changed (git show --stat, the diff and the description), with the memories a contributor doing it
should read, or nothing when no guidance covers it.
Labels name topic guidance only. Guidance that applies to every title alike is not counted as an
answer: the design goals, making changes (discussions, issues, approval), complex changes and RFCs,
the contributing workflow (fork, commits, force pushes), running CI locally, the contribution
checklist, the general code style (imports, comments), responding to reviews, reviewing and
merging, the AI policy (ownership, disclosure, large changes, writing), the triage labels,
controversy and closing, the pull-request template, and tests in general (test-what-you-need for a
change that merely comes with tests).
Counted: a new public type, function, method or system set (not a trait impl or derive)
public-interfaces; a std trait derived or implemented on a public type, or const added to public
functions rust-api-guidelines; removed or renamed public items, or a changed public signature, of an
API that existed in the last release before the merge (v0.18.0 of 2026-01-12, v0.19.0 of
2026-06-17; checked with git grep at the tag) migration-guide-when, with migration-guide-content
and migration-guide-style when the pull request adds or edits a migration guide, deprecated-attribute
for #[deprecated]; a release note added or edited release-notes-when (release-notes-media when it
carries images); a third-party crate dependency added or its version changed in a Cargo.toml
dependency-policy; crates' default or optional features decoupled modularity-and-merging; a cargo
feature of the bevy crate added, removed or renamed (docs/cargo_features.md) cargo-features-doc; a
new crate new-crate-checklist; an example added or renamed example-requirements (and
examples-readme-generated when examples/README.md or the example metadata changes), an example
edited beyond a mechanical follow-up of an API change example-style, stress tests, testbeds and large
scenes example-types, example assets example-assets, example dependencies or platforms
example-platforms-deps; code in the rendering crates (bevy_render, bevy_pbr, bevy_core_pipeline,
bevy_sprite_render, bevy_ui_render, bevy_gizmos_render, bevy_post_process, bevy_anti_alias,
bevy_solari) or a shader (.wgsl, .wesl) rendering-example-runner, and wgpu-trace when it answers a
wgpu validation error; a change whose purpose is speed or memory counts where the time is measured:
tracy-profiler for CPU time, gpu-profiling for GPU work or GPU spans, tracing-spans when it adds CPU
spans, benchmarks when it changes benches/ or is measured with cargo bench, compile-time-profiling
for compile times; proc-macro code (macros/, macro_logic/) macro-debugging; compile-fail tests the
compile-fail memories; doc comments or prose documentation as the change itself docs-priorities,
docs-links for a link fixed, inline-docs-doctests when doc-tests are added, and a typo fixed
markdown-toml-typos-lint; Markdown or TOML linting the same; Clippy lints fixed or their
configuration rustfmt-clippy; tools/ci ci-locally; the bevy_audio crate the audio memories; Bevy
error codes error-codes; docs-rs/ docs-rs-trait-tags; a pull request whose description says
"Adopted #" adopting-prs; art assets ai-art-assets. website-docs never (that is the website's
repository). At most five labels, the most specific kept. Bug fixes in engine logic outside these
(ECS, propagation, assets' trait impls) and test-only changes count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("bevy", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('Feathers color plane shader imports fix', ['rendering-example-runner'])  # #25486 2026-08-22
t('Add more GPU tracing spans', ['gpu-profiling', 'tracy-profiler', 'rendering-example-runner'])  # #25398 2026-08-18
t('Add a static hint of whether the summary tick is present or not', ['benchmarks', 'release-notes-when', 'macro-debugging'])  # #25429 2026-08-18
t('Derive Default for `FloatOrd`', ['rust-api-guidelines'])  # #25354 2026-08-11
t('Fix: Added "scale all 3 axis" option for scale gizmo.', ['rendering-example-runner', 'example-style'])  # #25159 2026-08-05
t('Make update_cursors run in a new CursorSystems::Update system set', ['public-interfaces'])  # #25165 2026-07-29
t('Migrate `benches/bevy_scene/spawn.rs` to use `ui_widgets::Button` (Extra Item 5)', ['benchmarks'])  # #25194 2026-07-27
t('Transform Gizmo Rendering Bug: Incorect placement when rendering to a camera with custom viewport.', ['rendering-example-runner', 'public-interfaces'])  # #25106 2026-07-23
t('`many_text` `--animate` commandline switch', ['example-types'])  # #25076 2026-07-21
t('Parallelize mark_3d_meshes_as_changed_if_their_assets_changed', ['tracy-profiler'])  # #25019 2026-07-17
t('Fix parallel render graph', ['rendering-example-runner', 'tracy-profiler', 'migration-guide-when'])  # #24957 2026-07-14
t('Solari v7', ['rendering-example-runner', 'release-notes-when'])  # #24767 2026-07-13
t('Add const to bevy_math functions where applicable', ['rust-api-guidelines'])  # #24752 2026-07-08
t('Move `MeshUniform` allocation from the CPU to the GPU.', ['rendering-example-runner', 'gpu-profiling', 'tracy-profiler', 'migration-guide-when'])  # #23662 2026-07-06
t('Support floating dialogs in feathers and underlying bevy_ui_widgets.', ['public-interfaces'])  # #24705 2026-06-24
t('Extract `sprite_material` functions, bindings, and types to separate shader modules', ['rendering-example-runner'])  # #24629 2026-06-22
t('Rename Preferences to Settings in the appropriate places', ['cargo-features-doc', 'examples-readme-generated', 'example-requirements', 'example-style'])  # #24613 2026-06-16
t('Add additional generic impls of `VisitAssetDependencies`.', [])  # #24556 2026-06-09
t('Impl `SceneList` for `SmallVec`', ['dependency-policy'])  # #24542 2026-06-06
t('Box large variants in some Errors to reduce size and avoid `clippy::result_large_err`', ['rustfmt-clippy', 'migration-guide-when', 'migration-guide-content', 'migration-guide-style'])  # #24206 2026-06-02
t('Replace unnecessary `FromTemplate` with `Default + Clone`.', ['rust-api-guidelines'])  # #24440 2026-05-29
t('BSN: changing prefixes for Template and SceneComponent to allow removing confusing "inheritance" concept', ['macro-debugging'])  # #24367 2026-05-21
t('Add disclaimers to references to the `.bsn` file format', ['docs-priorities'])  # #24371 2026-05-21
t('Link to the correct page in SceneComponent docs', ['docs-links', 'docs-priorities'])  # #24366 2026-05-21
t('Fix typo in doc comment', ['markdown-toml-typos-lint', 'docs-priorities'])  # #24214 2026-05-10
t('Add a curve sampling method to the AnimationClip API', ['public-interfaces', 'inline-docs-doctests'])  # #24152 2026-05-07
t('Limit Pixel 10 to GPU preprocessing without GPU culling', ['rendering-example-runner'])  # #24101 2026-05-04
t('Fix flickering when combining CAS with SMAA', ['rendering-example-runner'])  # #24066 2026-05-02
t('Detach reattach propagation fix', [])  # #24019 2026-04-28
t('demonstrate how to take a screenshot with BRP', ['example-style'])  # #23801 2026-04-24
t('Upgrade `ron` version from `0.8` to `0.12` in `bevy_transform`', ['dependency-policy'])  # #23918 2026-04-22
t('Only calculate the world-space mesh center for an object when we know that object is transparent.', ['rendering-example-runner', 'tracy-profiler', 'migration-guide-when'])  # #23711 2026-04-19
t('Remove unused &Camera in `update_gizmo_meshes`.', ['rendering-example-runner'])  # #23853 2026-04-17
t('fix(wireframes): only set depth bias when topology is triangles', ['rendering-example-runner', 'wgpu-trace'])  # #23782 2026-04-13
t('Clarify Image::set_color_at docs about R formats', ['docs-priorities'])  # #23729 2026-04-12
t('Add `new` and severity based constructors to `BevyError`', ['public-interfaces', 'ci-locally'])  # #23684 2026-04-08
t('Don\'t unnecesarily enable reflection in bevy_render by removing the `default` feature of `bevy_render`', ['modularity-and-merging'])  # #23667 2026-04-06
t('Add more tests for bsn! macro features', [])  # #23611 2026-03-31
t('Add loading screen to bevy_city', ['example-style', 'example-types'])  # #23537 2026-03-29
t('Minor fix to `specular_multiscatter`', ['rendering-example-runner'])  # #23514 2026-03-25

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
