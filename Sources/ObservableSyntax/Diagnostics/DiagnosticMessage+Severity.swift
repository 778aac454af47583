/// How much each message weighs: an error stops the file's output (and the run's exit status
/// is non-zero), a warning or a note does not.
extension DiagnosticMessage {
    /// Errors stop the file's output; warnings do not.
    package var severity: Diagnostic.Severity {
        switch self {
        case .notAnAnnotation, .annotationSeparatedByBlankLine, .tuplePattern, .ignoredAnnotationAfterCode, .annotationCommentNotOnClass, .ignoredAnnotationBeforePropertyAfterCode,
             .ignoredAnnotationSeparatedByBlankLine, .ignoredAnnotationAfterNonProperty, .ignoredAnnotationInAttributeClass: return .warning
        case .migrationBlocked, .migrationBlockedByChain, .migrationBlockedByNamesake, .migrationStateObjectEagerInit,
             .migrationCustomEquality, .migrationCustomEqualityProperty, .migrationSameReferenceReassign, .migrationObjectIdentityElements, .migrationDeploymentTarget, .migrationUnfinishedSite, .migrationDeploymentTargetSetting, .migrationDeploymentTargetUnread,
             .migrationStateObjectMemberwise, .migrationStateStartsObserving, .migrationPlainPropertyStartsObserving, .migrationSynthesizedCodable, .migrationActorNotMigrated,
             .migrationIgnoredPropertyRead, .migrationIgnoredPropertyViewRead, .migrationUntypedHolderIgnoredRead, .migrationReferenceStateViewRead, .migrationUntrackedComputedViewRead, .migrationStorageKeyWrittenElsewhere, .migrationStorageKeyNotLiteral,
             .migrationStorageKeyUnknownWriter, .migrationTrackedPropertyUnread, .migrationInheritedPropertyViewRead:
            return .warning
        case .migrationNestedObservable, .migrationClassMigrated, .migrationClassKept, .migrationPropertyRewritten, .migrationCallRewritten,
             .migrationBindableLocal, .migrationSingletonProperty, .migrationCollectionOfObservables,
             .migrationConformanceRemoved, .migrationWrapperTracked, .migrationProtocolMigrated, .migrationAliasMigrated, .migrationGenericMigrated, .migrationAssociatedTypeMigrated,
             .migrationPublicConformanceRemoved, .migrationRedundantSendRemoved:
            return .note
        default: return .error
        }
    }
}
