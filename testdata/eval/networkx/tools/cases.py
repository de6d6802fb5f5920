#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged networkx/networkx pull requests on main's first-parent history
up to cfc6b79fc5 (2026-08-21): squash merges "title (#N)" and merge commits "Merge pull request #N from
OWNER/BRANCH" (the title is the first line of the commit body); without bots ("[bot]" authors, dependabot and
pre-commit-ci branches, "[pre-commit.ci]" titles) and "Bump x from"; every 25th of the last 1000, from the 1st
(tools/sample.py), sampled after the memories were written and after this rule, each labelled from the files the
pull request changed (`git show --stat` and the diff; not the title's wording) with the memories a contributor
doing it should read, or nothing when no guidance covers it.

Labels name topic guidance only. Guidance that applies to every pull request alike is not counted as an answer:
automated-contributions-policy, check-existing-issue-first, generated-summaries, branch-and-pr, ci-and-review,
merge-main-not-rebase, code-tested-and-documented, running-tests, test-coverage, pre-commit-linting (unless
.pre-commit-config.yaml changes), pr-template (unless the template changes), merge-requirements, review-focus,
closing-issues-prs, mission-values, issue-assignment, finding-source, project-priorities, dev-environment (unless
requirements/ or the install steps change). A test added beside a fix counts only as below.
Counted, in this order (at most five labels, the last named dropped first):
a new public function or algorithm (a new name in a module's __all__) new-algorithm-inclusion,
algorithm-references when its docstring gains a reference, dispatchable-decorator when it is decorated with
_dispatchable; an existing function's @_dispatchable arguments changed, or networkx/utils/backends.py's decorator
or dispatch code dispatchable-decorator; networkx/utils/backends.py's conversion, can_run/should_run, entry points
or backend_info backend-interface; nx.config / configs.py or NETWORKX_* variables backend-config; nx_loopback,
NETWORKX_TEST_BACKEND or _convert_and_call_for_tests testing-backends; a deprecation added (DeprecationWarning,
a conftest.py filter, a deprecations.rst line) deprecation-procedure and deprecation-policy and api-change-label;
deprecated code removed remove-deprecated; a signature's arguments reordered, renamed or a default changed
without a deprecation deprecation-policy; a reference added or fixed in a docstring algorithm-references; math
or LaTeX in a docstring changed math-in-docstrings; examples/** gallery-examples; networkx/drawing/tests/**
with the subplots fixture drawing-tests-subplots; mpl_image_compare tests or networkx/drawing/tests/baseline/**
image-comparison-tests; doc/conf.py, doc/Makefile or the docs build build-docs; not_implemented_for added or
changed not-implemented-for; a numpy scalar converted to a Python type no-numpy-scalars; imports changed to the
np/sp/pd/mpl/plt/nx conventions (or the hook) import-conventions; pyproject.toml's dependencies or
requirements/** dependencies-policy and requirements-generated (dev-environment when the install steps change);
.pre-commit-config.yaml pre-commit-linting; doc/release/**, doc/_static/version_switcher.json or __version__
release-process; doc/developer/nxeps/** nxep-process; CONTRIBUTING.rst, AGENTS.md or the doc/developer pages the
memory of the section changed; .github/PULL_REQUEST_TEMPLATE.md pr-template; a backend's docs on the site
(.circleci/config.yml or deploy-docs.yml backends) backend-docs-trusted. A bug fix or docstring fix inside an
algorithm, .github/workflows/** otherwise, typing, readwrite formats and everything else count nothing unless a
rule above names them."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("networkx", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)

t('API: Deprecate p2g module', ['deprecation-procedure', 'deprecation-policy', 'api-change-label'])  # #8855 cfc6b79fc5
t('Fix `reverse` to preserve all attributes in dispatch conversions', ['dispatchable-decorator'])  # #8807 2ebe5f80a1
t('DOC: Add Hiveplotlib to Drawing Docs and External Examples Gallery', ['gallery-examples', 'dependencies-policy', 'requirements-generated'])  # #8714 83311e2eef
t('Fix star graph node count in dual_barabasi_albert_graph comment', [])  # #8665 cbf7f112a2
t('Optimize _build_paths_from_predecessors stack logic for 30-40% speedup', [])  # #8460 c1c468d521
t('Update maximal_independent_set docstring', [])  # #8555 70c557889d
t('Expire random lobster dep', ['remove-deprecated'])  # #8499 a80944ad5a
t('fix: preserve string positions in to_agraph conversion (Fixes #8203)', [])  # #8397 a52487a5f5
t('Improving FP recommendations', [])  # #8381 7ab21dbce0
t('CI: Use tag protection rulesets to control releases', [])  # #8337 6470acd117
t('CI,DOC: Only run one parallel betweenness example.', ['gallery-examples'])  # #8305 a8fd55567a
t('TST: ensure determinism in `nx_pylab` drawing tests', ['drawing-tests-subplots'])  # #8232 39928cf79c
t('Implement the algorithm to find the centroid(s) of a tree', ['new-algorithm-inclusion', 'dispatchable-decorator', 'not-implemented-for'])  # #8089 6fad2d3411
t('refactor: simplify `k_factor`', [])  # #8139 6604f35345
t('Maintenance for broadcasting.py', [])  # #8082 de284f7fed
t('Refactor tree_isomorphism to improve code reuse and readability', [])  # #7929 ffaa9ef8d5
t('Improve special cases in dispatch testing (paying off tech debt)', ['dispatchable-decorator', 'testing-backends'])  # #7982 70a51fc604
t('Fix bc scale with k endpoints', [])  # #7908 d607f229f5
t('Change CRLF format of two files', ['gallery-examples'])  # #7861 c552ad4182
t('DEP: Raise an exception for k_core functions with multigraphs.', ['remove-deprecated', 'not-implemented-for'])  # #7831 d6350c95ad
t('Make `forceatlas2_layout` dispatchable', ['dispatchable-decorator'])  # #7794 a301f48050
t('Fix for filtered MultiGraph views from `edge_subgraph` (#7724).', [])  # #7729 f21f284c7d
t('Add examples section to `to_scipy_sparse_array`', ['algorithm-references'])  # #7627 bc7adfab96
t('Individualize drawing attributes', [])  # #7570 9c3972e68f
t('Fix installing nx-cugraph in deploy docs CI', ['backend-docs-trusted'])  # #7561 d7132daa85
t('Minor doc/test tweaks for dorogovtsev_goltsev_mendes', [])  # #7535 9ec62ab39e
t('Always cache graph attrs for better cache behavior', ['dispatchable-decorator', 'backend-interface'])  # #7455 1071e14b81
t('Move the backend docs and connect the config docs. Both in a single sidebar entry.', ['dispatchable-decorator', 'backend-config'])  # #7389 83d2cf4090
t('Option to include initial labels in `weisfeiler_lehman_subgraph_hashes`', [])  # #6601 ef5f9acb5b
t('Add `mutates_input=` and `returns_graph=` to `_dispatchable`', ['dispatchable-decorator'])  # #7191 5b9aec5bae
t('ENH: Speed up common/non_neighbors by using _adj dict operations', [])  # #7244 72d1f680f6
t('ENH : Provide non-normalized and normalized directed laplacian matrix calculation', ['algorithm-references', 'not-implemented-for'])  # #7199 e36da1da83
t(' DOC: consistent spelling of neighbor and rename vars ', [])  # #7162 1c2fa4b937
t('`write_graphml`: Small fix for object type description on `TypeError` exception', [])  # #7109 d80dfd772d
t('DEP: Deprecate the all_triplets one-liner.', ['deprecation-procedure', 'deprecation-policy', 'api-change-label'])  # #7060 754bae32e6
t('Update katz_centrality missing default alpha value', [])  # #7015 abf472458b
t('MAINT: Disable building delaunay geospatial example temporarily', ['gallery-examples', 'build-docs'])  # #6981 1dca2c6af2
t('Random trees & forests', ['new-algorithm-inclusion', 'algorithm-references', 'deprecation-procedure', 'deprecation-policy', 'api-change-label'])  # #6758 b7cd2099a6
t('Fast label propagation algorithm for community detection', ['new-algorithm-inclusion', 'algorithm-references', 'dispatchable-decorator'])  # #6843 2b36990917
t('Make weight part of the API for functions which had default assumptions', ['dispatchable-decorator'])  # #6814 b2583e1580


if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
