"""Memories of the spring-boot set: spring-projects/spring-boot's own contributor and developer guidance on
its main branch at c329ffa (2026-08-21): CONTRIBUTING.adoc, the pull-request and issue templates, README.adoc
(reporting issues, building from source, goals), the starters' and the actuator's READMEs, the messages of
config/checkstyle/checkstyle.xml, and the developer documentation a contributor follows when writing Spring
Boot's code: "Creating Your Own Auto-configuration", the configuration metadata specification (format, the
annotation processor, manual hints), the executable jar specification (spring-boot-loader) and the system
requirements; one memory per section or a few short sections, in the project's words (lightly cut). The text
is the Spring Boot authors' (Apache License 2.0); quoted here, cut, only as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-21")


# CONTRIBUTING.adoc
mem("code-of-conduct", "rule", "Contributors uphold the Contributor Covenant code of conduct", ["conduct", "community", "covenant"], [
    "This project adheres to the Contributor Covenant code of conduct. By participating, you are expected to uphold this code. Please report unacceptable behavior to code-of-conduct@spring.io.",
])
mem("github-issues", "knowledge", "GitHub issues track bugs and enhancements; questions go to Stack Overflow", ["issues", "bugs", "enhancements", "stack-overflow", "sample-project"], [
    "We use GitHub issues to track bugs and enhancements. If you have a general usage question please ask on Stack Overflow; the Spring Boot team and the broader community monitor the `spring-boot` tag.",
    "If you are reporting a bug, please help to speed up problem diagnosis by providing as much information as possible: the Spring Boot version, operating system, and JVM version you're using. Ideally, that would include a small sample project that reproduces the problem. Before you log a bug, please search the issue tracker to see if someone has already reported the problem.",
])
mem("security-vulnerabilities", "rule", "Security vulnerabilities are disclosed privately, never in issues or pull requests", ["security", "vulnerability", "disclosure"], [
    "If you think you have found a security vulnerability in Spring Boot please DO NOT disclose it publicly until we've had a chance to fix it. Please don't report security vulnerabilities using GitHub issues; head over to https://spring.io/security-policy and learn how to disclose them responsibly.",
    "STOP! If your contribution fixes a security vulnerability, please do not submit it as a pull request.",
])
mem("dco-signed-off-by", "rule", "Every commit carries a Signed-off-by trailer (DCO)", ["dco", "signed-off-by", "commit", "trailer"], [
    "All commits must include a Signed-off-by trailer at the end of each commit message to indicate that the contributor agrees to the Developer Certificate of Origin (Hello DCO, Goodbye CLA: Simplifying Contributions to Spring).",
])
mem("spring-javaformat", "rule", "Code is formatted with Spring JavaFormat", ["formatting", "javaformat", "eclipse", "intellij", "gradle"], [
    "We use the Spring JavaFormat project to apply code formatting conventions. If you use Eclipse and you follow the \"Importing into Eclipse\" instructions you should get project-specific formatting automatically. You can also install the Spring JavaFormat IntelliJ Plugin or format the code from the Gradle build by running `./gradlew format`.",
    "Note that if you have format violations in `buildSrc`, you can fix them by running `./gradlew -p buildSrc format` from the project root directory.",
])
mem("checkstyle-conventions", "rule", "Checkstyle enforces many of the code conventions", ["checkstyle", "conventions", "javadoc", "since", "lint"], [
    "The build includes Checkstyle rules for many of our code conventions. Run `./gradlew checkstyleMain checkstyleTest` if you want to check your changes are compliant.",
    "The rules (config/checkstyle/checkstyle.xml) are Spring JavaFormat's checks with the project's header file, the deprecation and JUnit 5 checks, no explicit initialization of fields to their default, and Javadoc checks that require a `@since` tag on public types.",
])
mem("javadoc-author-header", "rule", "New .java files: class Javadoc with @author, the ASF license header", ["javadoc", "author", "license-header", "new-file"], [
    "Make sure all new `.java` files have a Javadoc class comment with at least an `@author` tag identifying you, and preferably at least a paragraph on what the class is for.",
    "Add the ASF license header comment to all new `.java` files (copy from existing files in the project). Add yourself as an `@author` to the `.java` files that you modify substantially (more than cosmetic changes). Add some Javadocs.",
])
mem("tests-and-check", "skill", "Add unit tests and run ./gradlew check", ["tests", "unit-tests", "gradle", "check", "verification"], [
    "A few unit tests would help a lot as well -- someone has to do it.",
    "Verification tasks, including tests and Checkstyle, can be executed by running `./gradlew check` from the project root. Note that `SPRING_PROFILES_ACTIVE` environment variable might affect the result of tests, so in that case, you can prevent it by running `unset SPRING_PROFILES_ACTIVE` before running the task.",
])
mem("rebase-and-commit-messages", "rule", "Rebase your branch; write conventional commit messages", ["rebase", "branch", "commit-message", "git"], [
    "If no-one else is using your branch, please rebase it against the current main branch (or other target branch in the project).",
    "When writing a commit message please follow these conventions (A Note About Git Commit Messages): a short summary line, a blank line, then wrapped explanatory text. None of these housekeeping points is essential for a pull request, but they will all help; they can also be added after the original pull request but before a merge.",
])
mem("build-from-source", "skill", "Building from source with the Gradle wrapper", ["build", "gradle", "wrapper", "jdk", "maven-local", "wiki"], [
    "Spring Boot can be built and published to your local Maven cache using the Gradle wrapper. You also need JDK 25. `./gradlew publishToMavenLocal` builds all modules and publishes them to your local Maven cache; it won't run any of the tests. If you want to build everything, use the `build` task: `./gradlew build`.",
    "For information on editing, building, and testing the code, see the Working with the Code page on the project wiki.",
])

# .github/PULL_REQUEST_TEMPLATE.md and .github/ISSUE_TEMPLATE/issue.md
mem("genuine-pull-requests", "rule", "Submit only genuine pull requests, described", ["pull-request", "description", "issue-reference"], [
    "Please submit only genuine pull-requests. Do not use this repository as a GitHub playground.",
    "Please provide a brief description of the proposed changes. If they fix a bug, please describe the broken behaviour and how the changes fix it. If they make an enhancement, please describe the new functionality and why you believe it's useful. If your pull request relates to any existing issues, please reference them by using the issue number prefixed with #.",
])
mem("dependency-upgrade-prs", "rule", "No pull requests for straightforward dependency upgrades", ["dependencies", "upgrade", "version-property", "managed-dependency", "bom"], [
    "Please do not open a pull request for a straightforward dependency upgrade (one that only updates the version property). We have a semi-automated process for such upgrades that we prefer to use. However, if the upgrade is more involved (such as requiring changes for removed or deprecated API) your pull request is most welcome.",
    "You DO NOT need to raise an issue for a managed dependency version upgrade as there's a semi-automatic process for checking managed dependencies for new versions before a release.",
])
mem("issue-template", "knowledge", "What the issue template asks (and what not to raise)", ["issues", "template", "bug-report", "enhancement", "duplicate"], [
    "Please DO NOT raise an issue for a question (ask on Stack Overflow using the spring-boot tag) or a security vulnerability. With an immediate pull request, an issue will be closed as a duplicate of the pull request, so you don't have to raise an issue if you plan to create a pull request immediately.",
    "Bug report: provide details of the problem, including the version of Spring Boot that you are using, and if possible a test case or sample application that reproduces the problem. Enhancement: start by describing the problem that you are trying to solve; there may already be a solution.",
])

# README.adoc
mem("project-goals", "knowledge", "Spring Boot's primary goals", ["goals", "opinionated", "embedded-servers", "no-xml", "no-code-generation"], [
    "Spring Boot helps you to create Spring-powered, production-grade applications and services with absolute minimum fuss. It takes an opinionated view of the Spring platform. You can use it to create stand-alone Java applications that can be started using `java -jar` or more traditional WAR deployments.",
    "Our primary goals are: a radically faster and widely accessible getting started experience; be opinionated, but get out of the way quickly as requirements start to diverge from the defaults; a range of non-functional features common to large classes of projects (embedded servers, security, metrics, health checks, externalized configuration); absolutely no code generation and no requirement for XML configuration.",
])

# starter/README.adoc, module/spring-boot-actuator/README.adoc
mem("community-starters", "knowledge", "Starters, and listing a community starter", ["starters", "community", "third-party", "dependency-descriptors"], [
    "Spring Boot Starters are a set of convenient dependency descriptors that you can include in your application: a one-stop-shop for all the Spring and related technology that you need, for example `spring-boot-starter-data-jpa` for Spring and JPA database access.",
    "If you create a starter for a technology that is not already in the standard list we can list it in starter/README.adoc; to ask us to do so, please open a pull request that updates this page. 3rd party starters should not start with `spring-boot`; some starters do as they were designed before this was clarified.",
])
mem("actuator-overview", "knowledge", "Actuator: endpoints, metrics and auditing for production", ["actuator", "endpoints", "health", "metrics", "micrometer", "audit"], [
    "Spring Boot Actuator includes a number of additional features to help you monitor and manage your application when it's pushed to production, using HTTP or JMX endpoints. The recommended way to enable the features is to add a dependency to the `spring-boot-starter-actuator` starter.",
    "Endpoints allow you to monitor and interact with your application; Spring Boot includes a number of built-in endpoints and you can also add your own (for example `/actuator/health`). Metrics: dimensional metrics by integrating with Micrometer. Audit: a flexible audit framework that publishes events to an `AuditEventRepository`; once Spring Security is in play it publishes authentication events by default.",
])

# config/checkstyle/checkstyle.xml (the messages)
mem("assertj-assertions", "rule", "Tests assert with AssertJ, statically imported", ["tests", "assertj", "assertions", "exceptions", "junit"], [
    "Please use AssertJ imports (not org.junit.Assert or org.junit.jupiter.api.Assertions). Please use static AssertJ imports (not `import org.assertj.core.api.Assertions;`).",
    "Please use specialized AssertJ assertThat*Exception method (assertThatNullPointerException, assertThatIllegalArgumentException, assertThatIOException, assertThatIllegalStateException rather than assertThatExceptionOfType with those types). Please use AssertJ assertThatExceptionOfType method rather than assertThatThrownBy.",
])
mem("bdd-mockito", "rule", "Mocks are stubbed and verified BDD-style", ["tests", "mockito", "bddmockito", "given", "then"], [
    "Please use BDD-style (given, when, then) using BDDMockito imports: not Mockito's when, doThrow, doAnswer, doReturn, verify, verifyNoInteractions or verifyNoMoreInteractions.",
    "Do not use `org.mockito.InjectMocks` or JUnit 4's `ExpectedException` rule.",
])
mem("code-idioms", "rule", "Code idioms the build enforces", ["collections", "instanceof", "isinstance", "postconstruct", "idioms"], [
    "Please use Collections.emptyList()/emptyMap()/emptySet() for creating empty lists/maps/sets (not List.of(), Map.of() or Set.of()).",
    "Please use type.isInstance(object) instead of `.isAssignableFrom(x.getClass())`. Please use object instanceof type instead of `Type.class.isInstance(object)`. Main code must not use `@PostConstruct` (javax or jakarta).",
])
mem("illegal-imports", "rule", "Imports the build forbids", ["imports", "guava", "commons", "shaded", "slf4j", "checkstyle"], [
    "Illegal packages: `sun.*`, Apache Commons other than compress, dbcp2, logging and pool2, `com.google.common` (Guava), the shaded packages of the DataStax driver, Micrometer and Testcontainers, `io.micrometer.core.lang`, `org.jetbrains.annotations`.",
    "Illegal classes include `org.slf4j.LoggerFactory`, Hazelcast's Base64, `ScannedGenericBeanDefinition`, any `ResolvableType` other than Spring Core's, any `ReflectionUtils` other than `org.springframework.util.ReflectionUtils`, and Reactor's `Assert`.",
])

# documentation/.../reference/pages/features/developing-auto-configuration.adoc
mem("auto-configured-beans", "knowledge", "Auto-configuration classes are conditional @AutoConfiguration classes", ["auto-configuration", "autoconfiguration", "conditional", "configuration", "spring-boot-autoconfigure"], [
    "Classes that implement auto-configuration are annotated with `@AutoConfiguration`, itself meta-annotated with `@Configuration`. Additional `@Conditional` annotations constrain when the auto-configuration should apply; usually `@ConditionalOnClass` and `@ConditionalOnMissingBean`, so it applies only when relevant classes are found and when you have not declared your own `@Configuration`.",
    "See the source code of `spring-boot-autoconfigure` for the core `@AutoConfiguration` classes (listed in its `META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports` file), and the equivalent file in other modules for the auto-configurations that they provide.",
])
mem("auto-configuration-imports", "rule", "Auto-configurations are loaded only from the AutoConfiguration.imports file", ["auto-configuration", "imports", "component-scanning", "import", "meta-inf"], [
    "Spring Boot checks for the presence of a `META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports` file within your published jar; it lists your configuration classes, one class name per line (`#` comments allowed; a nested class uses `$`, for example `com.example.Outer$NestedAutoConfiguration`).",
    "Auto-configurations must be loaded only by being named in the imports file. Make sure that they are defined in a specific package space and that they are never the target of component scanning. Auto-configuration classes should not enable component scanning to find additional components; specific `@Import` annotations should be used instead.",
])
mem("auto-configuration-ordering", "knowledge", "Ordering auto-configurations: before, after, @AutoConfigureOrder", ["auto-configuration", "ordering", "before", "after", "autoconfigureorder"], [
    "If your configuration needs to be applied in a specific order, use the `before`, `beforeName`, `after` and `afterName` attributes on `@AutoConfiguration` or the dedicated `@AutoConfigureBefore` and `@AutoConfigureAfter` annotations; for example, web-specific configuration may need to be applied after `WebMvcAutoConfiguration`. Auto-configurations with no direct knowledge of each other can use `@AutoConfigureOrder`.",
    "The order in which auto-configuration classes are applied only affects the order in which their beans are defined. The order in which those beans are subsequently created is determined by each bean's dependencies and any `@DependsOn` relationships.",
])
mem("replacing-auto-configuration", "skill", "Deprecating or moving an auto-configuration class: the replacements file", ["auto-configuration", "deprecation", "replacements", "package", "rename"], [
    "Since auto-configuration classes may be referenced in `before`/`after` ordering and `excludes`, deprecating one or changing its package needs a `META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.replacements` file linking the old class and the new one (`old.LibXAutoConfiguration=new.core.LibXAutoConfiguration`).",
    "The `AutoConfiguration.imports` file should also be updated to only reference the replacement class.",
])
mem("class-conditions", "knowledge", "Class conditions: @ConditionalOnClass and @ConditionalOnMissingClass", ["conditions", "conditionalonclass", "classpath", "asm", "optional-dependency"], [
    "`@ConditionalOnClass` and `@ConditionalOnMissingClass` include `@Configuration` classes based on the presence or absence of specific classes. Because annotation metadata is parsed by using ASM, the `value` attribute can refer to the real class even though it might not be on the running classpath; `name` takes a String.",
    "This does not apply the same way to `@Bean` methods, where the return type is the target: the JVM will have loaded the class before the condition applies. Use a separate nested `@Configuration` class to isolate the condition. In a composed meta-annotation you must use `name`.",
])
mem("bean-conditions", "rule", "Bean conditions only on auto-configuration classes; precise @Bean return types", ["conditions", "conditionalonbean", "conditionalonmissingbean", "bean", "return-type"], [
    "`@ConditionalOnBean` and `@ConditionalOnMissingBean` include a bean based on the presence or absence of specific beans (`value` by type, `name` by name, `search` to limit the ApplicationContext hierarchy); on a `@Bean` method the target type defaults to the method's return type. They are evaluated based on what has been processed so far, so we recommend using them only on auto-configuration classes (guaranteed to load after any user-defined bean definitions).",
    "They do not prevent `@Configuration` classes from being created. When declaring a `@Bean` method, provide as much type information as possible in the return type: the concrete class, not the interface, since bean conditions can only rely on the type information in the method signature.",
])
mem("property-conditions", "knowledge", "Property conditions: @ConditionalOnProperty, @ConditionalOnBooleanProperty", ["conditions", "conditionalonproperty", "properties", "havingvalue", "matchifmissing"], [
    "`@ConditionalOnProperty` includes configuration based on a Spring Environment property: use the `prefix` and `name` attributes; by default any property that exists and is not equal to `false` is matched. `@ConditionalOnBooleanProperty` is made for boolean properties. Both support `havingValue` and `matchIfMissing`.",
    "If multiple names are given in the `name` attribute, all of the properties have to pass the test for the condition to match.",
])
mem("other-conditions", "knowledge", "Resource, web application, WAR and SpEL conditions", ["conditions", "web-application", "servlet", "reactive", "war", "spel", "resource"], [
    "`@ConditionalOnResource` requires a resource (`file:/home/user/test.dat`). `@ConditionalOnWebApplication` / `@ConditionalOnNotWebApplication` depend on whether the application is a servlet web application (a WebApplicationContext, a `session` scope or a ConfigurableWebEnvironment) or a reactive one (a ReactiveWebApplicationContext or ConfigurableReactiveWebEnvironment). `@ConditionalOnWarDeployment` / `@ConditionalOnNotWarDeployment`: a traditional WAR deployed to a servlet container, never an embedded web server.",
    "`@ConditionalOnExpression` uses a SpEL expression; referencing a bean in the expression initializes it very early, so it won't be eligible for post-processing (such as configuration properties binding).",
])
mem("testing-auto-configuration", "skill", "Test an auto-configuration with ApplicationContextRunner", ["tests", "auto-configuration", "applicationcontextrunner", "assertj", "condition-report"], [
    "Each test should create a well defined ApplicationContext that represents a combination of user configuration (`@Bean` definitions, Environment customization) and condition evaluation; `ApplicationContextRunner` provides a great way to achieve that. It is usually a field of the test class gathering the base configuration (`withConfiguration(AutoConfigurations.of(...))`); multiple auto-configurations need no ordering. It doesn't work in a native image.",
    "Each test uses the runner for one use case: `withUserConfiguration` to check the auto-configuration backs off, `withPropertyValues` to customize the Environment; `run` provides a context to assert with AssertJ. A `ConditionEvaluationReportLoggingListener` prints the condition evaluation report at INFO or DEBUG.",
])
mem("web-context-and-classpath-tests", "skill", "Simulate a web context or a missing class in auto-configuration tests", ["tests", "webapplicationcontextrunner", "reactive", "filteredclassloader", "classpath"], [
    "To test an auto-configuration that only operates in a servlet or reactive web application context, use the `WebApplicationContextRunner` or `ReactiveWebApplicationContextRunner` respectively.",
    "To test what happens when a particular class or package is not present at runtime, use the runner with Spring Boot's `FilteredClassLoader` (`withClassLoader(new FilteredClassLoader(MyService.class))`) and assert that the auto-configuration is properly disabled.",
])
mem("starter-structure", "knowledge", "A starter: an auto-configure module and a starter module", ["starters", "modules", "auto-configuration", "test-starter"], [
    "A typical starter contains code to auto-configure and customize the infrastructure of a technology (\"acme\"), configuration keys in a dedicated namespace, and a single starter dependency: the `acme-spring-boot` module (auto-configuration code and API) and the `acme-spring-boot-starter` module (dependencies on the other starters required, `acme-spring-boot`, and typically useful extras).",
    "The separation in two modules is not necessary; it helps when \"acme\" has optional features. A separate test-scoped starter can offer test-specific auto-configurations, for example in-memory replacements of external dependencies.",
])
mem("starter-naming", "rule", "Starter module names: never start with spring-boot", ["starters", "naming", "modules", "artifact"], [
    "Do not start your module names with `spring-boot`, even if you use a different Maven `groupId`; we may offer official support for the thing you auto-configure in the future.",
    "Name a combined module after the starter: the auto-configure module `acme-spring-boot`, the starter `acme-spring-boot-starter` (one combined module: `acme-spring-boot-starter`), a test-scoped starter `acme-spring-boot-starter-test`.",
])
mem("configuration-keys", "rule", "Configuration keys: an owned namespace, documented by field Javadoc", ["configuration-properties", "properties", "namespace", "javadoc", "record"], [
    "If your starter provides configuration keys, use a unique namespace for them; do not include your keys in the namespaces that Spring Boot uses (such as `server`, `management`, `spring`). Prefix all your keys with a namespace that you own.",
    "Document configuration keys by adding field Javadoc for each property, in plain text only (it is not processed before being added to the JSON). With a `@ConfigurationProperties` record, describe the components with class-level `@param` tags. Trigger metadata generation and review the generated `META-INF/spring-configuration-metadata.json`.",
])
mem("property-descriptions", "rule", "How property descriptions are written", ["configuration-properties", "description", "javadoc", "duration", "boolean", "default-value"], [
    "Rules we follow internally to make sure descriptions are consistent: do not start the description by \"The\" or \"A\"; for `boolean` types, start the description with \"Whether\" or \"Enable\"; for collection-based types, start the description with \"Comma-separated list\".",
    "Use `Duration` rather than `long` and describe the default unit if it differs from milliseconds, such as \"If a duration suffix is not specified, seconds will be used\". Do not provide the default value in the description unless it has to be determined at runtime.",
])
mem("autoconfigure-module", "knowledge", "The autoconfigure module and the auto-configure annotation processor", ["auto-configuration", "optional", "annotation-processor", "autoconfigure-metadata", "startup"], [
    "The `autoconfigure` module contains everything necessary to get started with the library, configuration key definitions (`@ConfigurationProperties`) and callback interfaces to customize how the components are initialized. Mark the dependencies to the library as optional; if the library is not provided, Spring Boot backs off.",
    "Spring Boot uses an annotation processor (`spring-boot-autoconfigure-processor`, in the `annotationProcessor` configuration with Gradle) to collect the conditions on auto-configurations in `META-INF/spring-autoconfigure-metadata.properties`; that file is used to eagerly filter auto-configurations that do not match, which improves startup time.",
])
mem("starter-module", "rule", "A starter is an empty jar of default dependencies", ["starters", "dependencies", "optional", "spring-boot-starter"], [
    "The starter is really an empty jar; its only purpose is to provide the necessary dependencies to work with the library. Do not make assumptions about the project in which your starter is added; if the library typically requires other starters, mention them as well. You should not include optional dependencies.",
    "Your starter must reference the core Spring Boot starter (`spring-boot-starter`) directly or indirectly (no need if it relies on another starter).",
])

# documentation/.../specification/pages/configuration-metadata/*.adoc
mem("configuration-metadata", "knowledge", "Configuration metadata: groups, properties, hints, ignored", ["configuration-metadata", "metadata", "json", "ide", "spring-configuration-metadata"], [
    "Spring Boot jars include metadata files (`META-INF/spring-configuration-metadata.json`) with details of all supported configuration properties, so that IDEs can offer contextual help and code completion in `application.properties` or `application.yaml`. Most of it is generated at compile time from items annotated with `@ConfigurationProperties`.",
    "Items are \"groups\" (a contextual grouping such as `server`, not every property has one), \"properties\" (an item such as `server.port` the user sets), \"hints\" (help for values, such as `none`, `validate`, `update` for `spring.jpa.hibernate.ddl-auto`) and \"ignored\" (deliberately ignored items). Objects with the same property and group name can appear multiple times; consumers of metadata should support it.",
])
mem("metadata-attributes", "knowledge", "Metadata attributes: names, types, descriptions, defaults", ["configuration-metadata", "name", "type", "description", "default-value", "source-type"], [
    "Names are in lower-case period-separated form (for example, `server.address`); the name is mandatory. The type of a primitive is specified by using its wrapper counterpart (`boolean` becomes `java.lang.Boolean`). `sourceType` is the fully qualified name of the `@ConfigurationProperties` class (or the `@Configuration` class of a `@Bean` method); unknown attributes may be omitted.",
    "It is recommended that descriptions be short paragraphs, with the first line providing a concise summary; the last line in the description should end with a period (`.`). The default value of an array type can be an array of values.",
])
mem("property-deprecation", "skill", "Deprecating a configuration property", ["configuration-properties", "deprecation", "deprecatedconfigurationproperty", "replacement", "metadata"], [
    "The `deprecation` attribute has a `level`, a `reason` and a `replacement`. When a property has a `warning` deprecation level, it should still be bound in the environment; with an `error` level the property is no longer managed and is not bound. If no reason and replacement are available, an empty `deprecation` object should be set.",
    "Deprecation can be specified in code by adding `@DeprecatedConfigurationProperty` (with its reason and replacement) to the getter exposing the deprecated property, delegating to the new one; `warning` is always assumed. Once the getter and setter are removed, adding manual metadata with an `error` deprecation level keeps users informed, particularly when a `replacement` is provided.",
])
mem("configuration-processor", "skill", "Configuring spring-boot-configuration-processor", ["annotation-processor", "configuration-processor", "gradle", "maven", "lombok", "aspectj"], [
    "Generate your configuration metadata from items annotated with `@ConfigurationProperties` with the `spring-boot-configuration-processor` jar, an annotation processor invoked as your project is compiled: with Maven in the compiler plugin's (3.12.0 or later) annotation processor paths, with Gradle in the `annotationProcessor` configuration. With an `additional-spring-configuration-metadata.json` file, make `compileJava` depend on `processResources`.",
    "With AspectJ, make sure the annotation processor runs only once. With Lombok, its annotation processor must run before `spring-boot-configuration-processor`.",
])
mem("metadata-generation", "knowledge", "How the processor discovers properties, descriptions and defaults", ["annotation-processor", "configuration-properties", "constructor-binding", "default-value", "javadoc"], [
    "The processor picks up classes and methods annotated with `@ConfigurationProperties`, and classes annotated with `@ConfigurationPropertiesSource` (not custom meta-annotations). A single parameterized constructor gives one property per parameter (unless `@Autowired`), as does a `@ConstructorBinding` constructor; otherwise properties come from standard getters and setters (collections and maps even with only a getter). Lombok's `@Data`, `@Value`, `@Getter` and `@Setter` are supported.",
    "Field Javadoc populates the `description`, and default values are extracted by heuristics, only when the type is source code being compiled. Default values have to be provided statically: do not refer to a constant defined in another class; defaults of collections cannot be detected. Otherwise provide manual metadata (only the `name` is required for an existing property).",
])
mem("nested-properties", "knowledge", "Nested properties and @NestedConfigurationProperty", ["configuration-properties", "nested", "inner-class", "nestedconfigurationproperty"], [
    "The annotation processor automatically considers inner classes as nested properties (`my.server.host.ip` and `my.server.host.port` for a `Host` inner class). Use `@NestedConfigurationProperty` on a field or getter to treat a regular (non-inner) class as if it were nested.",
    "This has no effect on collections and maps, which are automatically identified; a single metadata property is generated for each of them.",
])
mem("configuration-properties-source", "skill", "Metadata for types in another module: @ConfigurationPropertiesSource", ["configuration-metadata", "configurationpropertiessource", "module", "annotation-processor"], [
    "If a type located in another module is used in a `@ConfigurationProperties` type, some metadata cannot be discovered because the processor has no access to its source. Add the annotation processor in the module that contains the type and annotate it with `@ConfigurationPropertiesSource`; this generates `META-INF/spring/configuration-metadata/<type>.json`, reused automatically. A parent class in another module can be annotated too.",
    "To reuse metadata for a type you do not control, create a file named with that pattern and it will be used as long as it is on the classpath.",
])
mem("additional-metadata", "skill", "Manual metadata: additional-spring-configuration-metadata.json", ["configuration-metadata", "additional-metadata", "manual", "ignored", "hints"], [
    "Properties may exist that are not bound to a `@ConfigurationProperties` bean, or you may need to tune attributes of an existing key or ignore it: the annotation processor merges items from `META-INF/additional-spring-configuration-metadata.json` into the main metadata file (same format). A property detected automatically has its description, default value and deprecation overridden; an unknown one is added.",
    "Items in \"ignored.properties\" are removed from the generated \"properties\". The additional properties file is optional: if you do not have any additional properties, do not add the file.",
])
mem("value-hints", "skill", "Value hints for a property (and map keys and values)", ["configuration-metadata", "hints", "values", "map", "enum", "auto-completion"], [
    "A hint's `name` refers to the name of a property; its `values` list possible values, each with an optional description. For a `Map`, hints apply to the keys or the values with the special `.keys` and `.values` suffixes (not to the map itself). Hints can also be added for external types.",
    "We recommend that you use an `Enum` for such values instead: if your IDE supports it, this is by far the most effective approach to auto-completion.",
])
mem("value-providers", "knowledge", "Value providers: any, class-reference, handle-as, logger-name, bean and profile references", ["configuration-metadata", "hints", "providers", "handle-as", "logger-name", "class-reference"], [
    "Providers attach semantics to a property: `any` permits any additional value, `class-reference` auto-completes classes (a `target` base class, `concrete`), `handle-as` handles a String property as the `target` type (an Enum, Charset, Locale, MimeType, Resource; a Collection or array for several values), `logger-name` auto-completes logger names and groups, `spring-bean-reference` bean names, `spring-profile-name` profile names.",
    "Only one provider can be active for a given property, but you can specify several if they can all manage it; place the most powerful provider first, as the IDE uses the first one it can handle.",
])

# documentation/.../ROOT/pages/system-requirements.adoc
mem("system-requirements", "knowledge", "System requirements: Java, build tools, servlet containers, GraalVM", ["java", "jdk", "maven", "gradle", "tomcat", "jetty", "servlet", "graalvm"], [
    "Spring Boot requires at least Java 17 and is compatible with versions up to and including Java 26, with the matching Spring Framework. Build support: Maven 3.6.3 or later, Gradle 8.x (8.14 or later) and 9.x.",
    "Embedded servlet containers: Tomcat 11.0.x and Jetty 12.1.x (Servlet 6.1); applications can be deployed to any Servlet 6.1+ compatible container. Native images with GraalVM and the Native Build Tools plugins, or the native-image Paketo buildpack.",
])

# documentation/.../specification/pages/executable-jar/*.adoc
mem("executable-jar-structure", "knowledge", "The executable jar and war structure (spring-boot-loader)", ["executable-jar", "loader", "nested-jars", "boot-inf", "war", "uber-jar"], [
    "The `spring-boot-loader` modules let Spring Boot support executable jar and war files; the Maven and Gradle plugins generate them. Rather than shaded uber jars, Spring Boot nests jars directly: application classes in `BOOT-INF/classes`, dependencies in `BOOT-INF/lib`; in a war, dependencies in `WEB-INF/lib` and those needed only when running embedded in `WEB-INF/lib-provided`.",
    "Index files under `BOOT-INF/`: `classpath.idx` gives the order jars are added to the classpath (generated by the build plugins), and `layers.idx` (jars only) splits a jar into logical layers for Docker/OCI image creation. They follow a YAML compatible syntax but are not parsed as YAML and must be written in exactly the documented format.",
])
mem("launchers", "knowledge", "Launchers: JarLauncher, WarLauncher, PropertiesLauncher", ["executable-jar", "launcher", "manifest", "main-class", "start-class", "loader-path"], [
    "The `Launcher` class is the executable jar's `Main-Class`; it sets up a ClassLoader and calls your `main()` method, named by the `Start-Class` manifest attribute. `JarLauncher` looks in `BOOT-INF/lib/`, `WarLauncher` in `WEB-INF/lib/` and `WEB-INF/lib-provided/`; no `Class-Path` entries are needed.",
    "`PropertiesLauncher` looks in `BOOT-INF/lib/` by default; more locations come from `LOADER_PATH` or `loader.path` in `loader.properties` (directories, archives, directories within archives), with `loader.home`, `loader.config.location` and placeholder replacement from System and environment variables.",
])
mem("loader-restrictions", "rule", "Executable jar restrictions: stored nested jars, the context class loader", ["executable-jar", "zip", "compression", "classloader", "logging"], [
    "The ZipEntry for a nested jar must be saved by using the `ZipEntry.STORED` method, so that we can seek directly to individual content within the nested jar; the content of the nested jar itself can still be compressed.",
    "Launched applications should use `Thread.getContextClassLoader()` when loading classes; loading nested jar classes with `ClassLoader.getSystemClassLoader()` fails. `java.util.Logging` always uses the system classloader, so consider a different logging implementation.",
])
mem("nested-jar-file", "knowledge", "NestedJarFile and nested jar URLs", ["executable-jar", "nestedjarfile", "jarfile", "url", "loader"], [
    "The core class used to support loading nested jars is `NestedJarFile`: when first loaded, the location of each JarEntry is mapped to a physical file offset of the outer jar, so specific nested entries are loaded by seeking, without unpacking the archive or reading all entry data into memory.",
    "Spring Boot Loader strives to remain compatible with existing code: `NestedJarFile` extends `JarFile` as a drop-in replacement, and nested jar URLs of the form `jar:nested:/path/myjar.jar/!BOOT-INF/lib/mylib.jar!/B.class` open a connection compatible with `JarURLConnection`, usable with `URLClassLoader`.",
])
