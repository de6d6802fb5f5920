#!/usr/bin/env python3
"""Write ../cases.json: the titles of merged spring-projects/spring-boot pull requests, sampled by stride before any
router run. Spring Boot does not squash-merge: a pull request lands as a merge commit "Merge pull request #N from
<user>" whose body lists the PR's commits ("* pr/N:" then one indented subject a line, newest first). Taken: the
first-parent commits of main up to c329ffa (2026-08-21) with that subject, without bots' (a user ending in [bot]);
2756; every 25th of the newest 1000, from the 1st (they reach back to July 2020). The task is the contributor's own
subject as the merge records it: the quoted X of a listed `Polish "X" contribution` when there is one (the
maintainers quote the PR's title there), else the subject of the PR's oldest listed commit. It is the contributor's
wording, verbatim, but not always the PR's title on GitHub (the maintainers retitle some PRs).
Each is labelled, from the files the pull request changed (git show --stat and the diff of the merge against its
first parent, not the title's wording), with the memories a contributor doing it should read, or nothing when no
guidance covers it.
Labels name topic guidance only. Guidance that applies to every change alike is not counted as an answer: the code
of conduct, GitHub issues, security vulnerabilities, the DCO sign-off, Spring JavaFormat, Checkstyle in general,
class Javadoc with @author and the license header, unit tests and ./gradlew check, rebasing and commit messages,
building from source, genuine described pull requests, the issue template, the project's goals.
Counted: a managed dependency's version or dependency management (platform/spring-boot-dependencies, a bom)
dependency-upgrade-prs; supported Java, build tool or servlet container versions system-requirements; the
starters' README list community-starters; actuator endpoints, metrics or audit code actuator-overview; a diff
whose point is the test assertion style (AssertJ, its static imports, exception assertions) assertj-assertions,
the mock style (BDDMockito given/then) bdd-mockito, the idioms the build enforces (empty collections,
isInstance/instanceof, @PostConstruct) code-idioms, a forbidden import or checkstyle's import rules
illegal-imports; a new or changed auto-configuration class (main code) auto-configured-beans; an
AutoConfiguration.imports edit auto-configuration-imports; before/after/@AutoConfigureOrder
auto-configuration-ordering; a replacements file or a moved auto-configuration replacing-auto-configuration; a
condition annotation added or changed in main code class-conditions, bean-conditions, property-conditions or
other-conditions (resource, web application, WAR, SpEL); an auto-configuration's tests with a context runner
changed testing-auto-configuration, with WebApplicationContextRunner / ReactiveWebApplicationContextRunner /
FilteredClassLoader web-context-and-classpath-tests; a new starter module or a starter's dependencies
starter-structure, starter-module (and starter-naming for a new module's name); a @ConfigurationProperties
property added, renamed or retyped in main code configuration-keys, with its Javadoc description written or
changed property-descriptions; an autoconfigure module's build (optional dependencies, the processors)
autoconfigure-module; an additional-spring-configuration-metadata.json edit additional-metadata and the memory
of the entry's kind (value-hints / value-providers for hints, property-deprecation for a deprecation,
metadata-attributes for a default or description); a property deprecated (@DeprecatedConfigurationProperty or
metadata) property-deprecation; the configuration processor's code (spring-boot-configuration-processor) the
memory of the behaviour it changes (configuration-processor, metadata-generation, nested-properties,
configuration-properties-source, configuration-metadata); spring-boot-loader's code, the jar or war layout
or layers index the build plugins write executable-jar-structure, launchers, loader-restrictions or
nested-jar-file; a guidance file (CONTRIBUTING.adoc, README.adoc, the templates, the developer documentation
quoted in data.py) the memory of the section it edits. At most five labels, the most specific kept. Test-only
changes, reference documentation of features, typo fixes and refactorings with none of these count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("spring-boot", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('Disable Micrometer global registry in tests by default', ['actuator-overview'])  # #51142 2026-07-29
t('Add missing dependency management for Spring Batch', ['dependency-upgrade-prs'])  # #50223 2026-04-26
t('Remove redundant assertion', [])  # #49156 2026-02-09
t('Correct path java files', [])  # #48398 2025-12-05
t('Add AWS ECS to cloud platforms', [])  # #47482 2025-10-15
t('Support virtual threading with JDK HTTP clients', ['auto-configured-beans', 'testing-auto-configuration'])  # #46404 2025-08-19
t('Use serverUrl from the image as a fallback for the Credentials helper', [])  # #45345 2025-05-02
t('Remove RECORD_COMPONENT target from @DefaultValue', [])  # #44984 2025-04-07
t('Add ServiceConnection support for lldap/lldap (Compose)', [])  # #44389 2025-02-28
t('Polish', ['configuration-metadata'])  # #44034 2025-01-31
t('Tighten rules around profile naming', [])  # #43176 2025-01-15
t('Document how to use structured logging with custom log configuration', [])  # #43301 2024-12-05
t('Allow common messages to be specified for message sources', ['configuration-keys', 'property-descriptions', 'auto-configured-beans', 'testing-auto-configuration'])  # #42472 2024-10-16
t('Polish', [])  # #42192 2024-09-10
t('Allow NestedConfigurationProperty on getters', ['nested-properties', 'metadata-generation'])  # #38844 2024-07-15
t('Add newline before the Spring banner', [])  # #40889 2024-05-29
t('Avoid use of bean overriding in tests', [])  # #40111 2024-03-27
t('Add nameIdFormat to Properties', ['configuration-keys', 'auto-configured-beans'])  # #39395 2024-02-06
t('Use authParamString to configure Pulsar authentication', [])  # #38839 2023-12-16
t('Add auto-configuration for SpanAspect', ['class-conditions', 'bean-conditions', 'auto-configured-beans', 'web-context-and-classpath-tests', 'testing-auto-configuration'])  # #37640 2023-10-05
t('Reuse JOOQ helper to determine the dialect to use', [])  # #36991 2023-08-16
t('Change WebServer log messages to use port or ports, not port(s)', [])  # #36103 2023-06-30
t('Fix typo in testing docs', [])  # #35128 2023-04-24
t('Add build-info skip support', [])  # #34393 2023-03-01
t('Remove Jetty/Netty/ApacheHttpClient checks for WebClient', [])  # #33640 2023-01-09
t('Polish', [])  # #33013 2022-11-05
t('Remove unused MockReactiveWebServerFactory', [])  # #32526 2022-09-29
t('Add auto-configuration for JdkClientHttpConnector', ['class-conditions', 'bean-conditions', 'auto-configured-beans', 'web-context-and-classpath-tests', 'testing-auto-configuration'])  # #31709 2022-07-20
t('Add PUT shutdown operation for Prometheus Push Gateway', ['actuator-overview'])  # #31104 2022-05-27
t('Update to JDK 17 in launch script tests', [])  # #29201 2022-01-04
t('Log URLs for all DataSources', ['auto-configured-beans', 'testing-auto-configuration'])  # #28204 2021-10-14
t('Auto-Configure Kafka CommonErrorHandler', ['auto-configured-beans', 'testing-auto-configuration'])  # #27927 2021-09-10
t('Add idle timeout property for Reactor Netty', ['configuration-keys', 'property-descriptions'])  # #27371 2021-07-19
t('Fix outdated defaults for Info endpoint', [])  # #26591 2021-05-19
t('Polish', [])  # #25980 2021-04-12
t('Polish README', ['project-goals', 'github-issues'])  # #24981 2021-02-22
t('Add note for SPRING_PROFILES_ACTIVE in contributing guide', ['tests-and-check'])  # #24478 2020-12-21
t('Polish', [])  # #23720 2020-10-17
t('Document that Java 15 is a supported version', ['system-requirements'])  # #22366 2020-09-16
t('Allow step action to be optional', [])  # #22845 2020-08-11

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
