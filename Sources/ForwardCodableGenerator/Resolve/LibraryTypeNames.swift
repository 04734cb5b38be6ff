/// The types of Foundation, of the standard library and of ForwardCodable's runtime that a schema
/// type would make ambiguous or hide in the app's code: ``DiagnosticID/typeNameShadowsLibraryType``,
/// a warning. The names generated code cannot write through their module are errors instead
/// (``Names/reservedTypeNames``) and are not listed; those it can, it does (``RuntimeNames``).
///
/// Measured with Swift 6.3 on Linux: a file that imports Foundation and a module declaring
/// `public enum Unit` finds `Unit` ambiguous in a type position, in either import order, although
/// the module imports Foundation; inside that module, its own `Unit` wins. The standard library's
/// types, and those of `_Concurrency` and `_StringProcessing`, give way to any module's without a
/// diagnostic: a module's `Result` hides `Swift.Result` wherever the module is imported.
enum LibraryTypeNames {
    /// Where a type name also lives, which decides what goes wrong.
    enum Library: Hashable, Sendable {
        /// Foundation on every platform: ambiguous in files that import Foundation.
        case foundation
        /// Foundation on Apple platforms only (FoundationNetworking or FoundationXML, or nothing,
        /// on Linux): ambiguous there in files that import Foundation.
        case appleFoundation
        /// The standard library, with `_Concurrency` and `_StringProcessing` that every file
        /// imports: hidden wherever the generated module is imported.
        case standardLibrary
        /// ForwardCodable's runtime, which generated code then names through its module:
        /// ambiguous in the app's files that import both it and the generated module.
        case runtime
    }

    /// The library that declares a top-level type called `name`, if any.
    static func library(of name: String) -> Library? {
        if foundation.contains(name) { return .foundation }
        if appleFoundation.contains(name) { return .appleFoundation }
        if standardLibrary.contains(name) { return .standardLibrary }
        if runtime.contains(name) { return .runtime }
        return nil
    }

    /// The public top-level types of Foundation, FoundationEssentials, FoundationInternationalization
    /// and Dispatch on Linux, all of which `import Foundation` brings (from their symbol graphs).
    static let foundation = words(
        """
        AffineTransform AlignmentOptions AttributeContainer AttributeDynamicLookup AttributeScope
        AttributeScopeCodableConfiguration AttributeScopes AttributedString AttributedStringAttributeMutation
        AttributedStringKey AttributedStringProtocol AttributedSubstring BlockOperation Bundle ByteCountFormatStyle
        ByteCountFormatter CGFloat CGPoint CGRect CGRectEdge CGSize Calendar CharacterSet CocoaError
        CodableAttributedStringKey CodableConfiguration CodableWithConfiguration ComparableComparator Comparator
        ComparisonResult ContiguousBytes CurrencyFormatStyleConfiguration CustomNSError DataProtocol DateComponents
        DateFormatter DateInterval DateIntervalFormatter DecodableAttributedStringKey DecodableWithConfiguration
        DecodingConfigurationProviding DescriptiveNumberFormatConfiguration Dimension DiscontiguousAttributedSubstring
        DiscreteFormatStyle DispatchData DispatchDataIterator DispatchGroup DispatchIO DispatchObject
        DispatchPredicate DispatchQoS DispatchQueue DispatchSemaphore DispatchSource DispatchSourceHandler
        DispatchSourceProtocol DispatchSourceRead DispatchSourceSignal DispatchSourceTimer DispatchSourceUserDataAdd
        DispatchSourceUserDataOr DispatchSourceUserDataReplace DispatchSourceWrite DispatchSpecificKey DispatchTime
        DispatchTimeInterval DispatchTimeoutResult DispatchWallTime DispatchWorkItem DispatchWorkItemFlags
        EncodableAttributedStringKey EncodableWithConfiguration EncodingConfigurationProviding EnergyFormatter
        Expression FileAttributeKey FileAttributeType FileHandle FileManager FileManagerDelegate FileProtectionType
        FloatingPointFormatStyle FloatingPointParseStrategy FormatStyle FormatStyleCapitalizationContext Formatter
        Host ISO8601DateFormatter IndexPath IndexSet InflectionRule InputStream IntegerFormatStyle
        IntegerParseStrategy JSONDecoder JSONEncoder JSONSerialization KeyPathComparator LengthFormatter
        ListFormatStyle Locale LocalizedError MarkdownDecodableAttributedStringKey MassFormatter Measurement
        Morphology MutableDataProtocol NSAffineTransform NSAffineTransformStruct NSArray NSAttributedString
        NSBinarySearchingOptions NSCache NSCacheDelegate NSCalendar NSCharacterSet NSCoder NSCoding
        NSComparisonPredicate NSCompoundPredicate NSCondition NSConditionLock NSCopying NSCountedSet NSData NSDate
        NSDateComponents NSDateInterval NSDecimalNumber NSDecimalNumberBehaviors NSDecimalNumberHandler NSDictionary
        NSEdgeInsets NSEnumerationOptions NSEnumerator NSError NSErrorDomain NSExceptionName NSExpression NSIndexPath
        NSIndexSet NSIndexSetIterator NSKeyedArchiver NSKeyedArchiverDelegate NSKeyedUnarchiver
        NSKeyedUnarchiverDelegate NSLocale NSLock NSLocking NSMeasurement NSMutableArray NSMutableAttributedString
        NSMutableCharacterSet NSMutableCopying NSMutableData NSMutableDictionary NSMutableIndexSet NSMutableOrderedSet
        NSMutableSet NSMutableString NSNotification NSNull NSNumber NSObject NSObjectProtocol NSOrderedSet
        NSOrthography NSPersonNameComponents NSPoint NSPointArray NSPointPointer NSPredicate NSRange NSRangePointer
        NSRect NSRectArray NSRectEdge NSRectPointer NSRecursiveLock NSRegularExpression NSSecureCoding NSSet NSSize
        NSSizeArray NSSizePointer NSSortDescriptor NSSortOptions NSString NSTextCheckingKey NSTextCheckingResult
        NSTimeZone NSURL NSURLComponents NSURLQueryItem NSUUID NSValue NSZone Notification NotificationCenter
        NotificationQueue NumberFormatStyleConfiguration NumberFormatter ObjCBool OperatingSystemVersion Operation
        OperationQueue OutputStream POSIXError ParseStrategy ParseableFormatStyle PersonNameComponents
        PersonNameComponentsFormatter Pipe Port PortDelegate PortMessage Predicate PredicateBindings PredicateError
        PredicateExpression PredicateExpressions Process ProcessInfo Progress ProgressKind ProgressReporting
        ProgressUserInfoKey PropertyListDecoder PropertyListEncoder PropertyListSerialization QualityOfService
        RecoverableError ReferenceConvertible RunLoop Scanner ScopedAttributeContainer SocketNativeHandle SocketPort
        SortComparator SortDescriptor SortOrder StandardPredicateExpression Stream StreamDelegate
        StreamNetworkServiceTypeValue StreamSOCKSProxyConfiguration StreamSOCKSProxyVersion StreamSocketSecurityLevel
        StringStyle StringTransform Thread TimeInterval TimeZone Timer URLComponents URLError URLFileResourceType
        URLQueryItem URLResourceKey URLResourceValues Unit UnitAcceleration UnitAngle UnitArea UnitConcentrationMass
        UnitConverter UnitConverterLinear UnitDispersion UnitDuration UnitElectricCharge UnitElectricCurrent
        UnitElectricPotentialDifference UnitElectricResistance UnitEnergy UnitFrequency UnitFuelEfficiency
        UnitIlluminance UnitInformationStorage UnitLength UnitMass UnitPower UnitPressure UnitSpeed UnitTemperature
        UnitVolume UserDefaults
        """)

    /// Foundation's types on Apple platforms that Linux keeps in FoundationNetworking and FoundationXML
    /// (from their symbol graphs), and known ones that Linux does not have.
    static let appleFoundation = words(
        """
        AsyncCharacterSequence AsyncLineSequence AsyncUnicodeScalarSequence CachedURLResponse DateComponentsFormatter
        DistributedNotificationCenter FileWrapper HTTPCookie HTTPCookiePropertyKey HTTPCookieStorage HTTPURLResponse
        InflectionConcept InlinePresentationIntent ListFormatter LocalizedStringResource MachError MachPort
        MachPortDelegate MeasurementFormatter MessagePort NSMutableURLRequest NSURLRequest NetService
        NetServiceBrowser NetServiceBrowserDelegate NetServiceDelegate PresentationIntent RelativeDateTimeFormatter
        Selector TermOfAddress URLAuthenticationChallenge URLAuthenticationChallengeSender URLCache URLCredential
        URLCredentialStorage URLProtectionSpace URLProtocol URLProtocolClient URLRequest URLResponse URLSession
        URLSessionConfiguration URLSessionDataDelegate URLSessionDataTask URLSessionDelegate
        URLSessionDownloadDelegate URLSessionDownloadTask URLSessionStreamDelegate URLSessionStreamTask URLSessionTask
        URLSessionTaskDelegate URLSessionTaskMetrics URLSessionTaskTransactionMetrics URLSessionUploadTask
        URLSessionWebSocketDelegate URLSessionWebSocketTask UndoManager ValueTransformer XMLDTD XMLDTDNode XMLDocument
        XMLElement XMLNode XMLParser XMLParserDelegate
        """)

    /// The public top-level types of the standard library, `_Concurrency` and `_StringProcessing`,
    /// without the unavailable and deprecated renames (from their symbol graphs and interfaces).
    static let standardLibrary = words(
        """
        Actor AdditiveArithmetic AnyActor AnyBidirectionalCollection AnyClass AnyCollection AnyHashable AnyIndex
        AnyIterator AnyKeyPath AnyObject AnyRandomAccessCollection AnyRegexOutput AnySequence Array ArraySlice
        AsyncCompactMapSequence AsyncDropFirstSequence AsyncDropWhileSequence AsyncFilterSequence
        AsyncFlatMapSequence AsyncIteratorProtocol AsyncMapSequence AsyncPrefixSequence AsyncPrefixWhileSequence
        AsyncSequence AsyncStream AsyncThrowingCompactMapSequence AsyncThrowingDropWhileSequence
        AsyncThrowingFilterSequence AsyncThrowingFlatMapSequence AsyncThrowingMapSequence
        AsyncThrowingPrefixWhileSequence AsyncThrowingStream AutoreleasingUnsafeMutablePointer
        BidirectionalCollection BinaryFloatingPoint BinaryInteger BitwiseCopyable BooleanLiteralType CBool CChar
        CChar16 CChar32 CChar8 CDouble CFloat CFloat16 CInt CLong CLongDouble CLongLong CShort CSignedChar
        CUnsignedChar CUnsignedInt CUnsignedLong CUnsignedLongLong CUnsignedShort CVaListPointer CVarArg CWideChar
        CancellationError CaseIterable Character CheckedContinuation Clock ClosedRange Codable CodingKey
        CodingKeyRepresentable CodingUserInfoKey Collection CollectionDifference CollectionOfOne CommandLine
        Comparable ContiguousArray ContinuousClock Copyable CountableClosedRange CountablePartialRangeFrom
        CountableRange CustomConsumingRegexComponent CustomDebugStringConvertible CustomLeafReflectable
        CustomPlaygroundDisplayConvertible CustomReflectable CustomStringConvertible Decodable Decoder DecodingError
        DefaultIndices DefaultStringInterpolation Dictionary DictionaryIndex DictionaryIterator DiscardingTaskGroup
        DiscontiguousSlice DropFirstSequence DropWhileSequence Duration DurationProtocol EmptyCollection Encodable
        Encoder EncodingError EnumeratedSequence Equatable Error Escapable Executor ExecutorJob
        ExpressibleByArrayLiteral ExpressibleByBooleanLiteral ExpressibleByDictionaryLiteral
        ExpressibleByExtendedGraphemeClusterLiteral ExpressibleByFloatLiteral ExpressibleByIntegerLiteral
        ExpressibleByNilLiteral ExpressibleByStringInterpolation ExpressibleByStringLiteral
        ExpressibleByUnicodeScalarLiteral ExtendedGraphemeClusterType FixedWidthInteger FlattenCollection
        FlattenSequence Float16 Float32 Float64 Float80 FloatLiteralType FloatingPoint FloatingPointClassification
        FloatingPointRoundingRule FloatingPointSign GlobalActor Hashable Hasher Identifiable IndexingIterator
        InlineArray InstantProtocol Int128 Int16 Int32 Int8 IntegerLiteralType IteratorProtocol IteratorSequence Job
        JobPriority JoinedSequence KeyPath KeyValuePairs KeyedDecodingContainer KeyedDecodingContainerProtocol
        KeyedEncodingContainer KeyedEncodingContainerProtocol LazyCollection LazyCollectionProtocol
        LazyDropWhileCollection LazyDropWhileSequence LazyFilterCollection LazyFilterSequence LazyMapCollection
        LazyMapSequence LazyPrefixWhileCollection LazyPrefixWhileSequence LazySequence LazySequenceProtocol
        LosslessStringConvertible MainActor ManagedBuffer ManagedBufferPointer MemoryLayout Mirror MirrorPath
        MutableCollection MutableRawSpan MutableSpan Never Numeric ObjectIdentifier OpaquePointer OptionSet Optional
        OutputRawSpan OutputSpan PartialAsyncTask PartialKeyPath PartialRangeFrom PartialRangeThrough
        PartialRangeUpTo PrefixSequence RandomAccessCollection RandomNumberGenerator Range RangeExpression
        RangeReplaceableCollection RangeSet RawRepresentable RawSpan ReferenceWritableKeyPath Regex RegexComponent
        RegexRepetitionBehavior RegexSemanticLevel RegexWordBoundaryKind Repeated Result ReversedCollection SIMD
        SIMD16 SIMD2 SIMD3 SIMD32 SIMD4 SIMD64 SIMD8 SIMDMask SIMDScalar SIMDStorage Sendable SendableMetatype
        Sequence SerialExecutor Set SetAlgebra SetIndex SetIterator SignedInteger SignedNumeric
        SingleValueDecodingContainer SingleValueEncodingContainer Slice Span StaticBigInt StaticString StrideThrough
        StrideThroughIterator StrideTo StrideToIterator Strideable StringInterpolationProtocol StringLiteralType
        StringProtocol Substring SuspendingClock SystemRandomNumberGenerator Task TaskExecutor TaskGroup TaskLocal
        TaskPriority TextOutputStream TextOutputStreamable ThrowingDiscardingTaskGroup ThrowingTaskGroup UInt UInt128
        UInt16 UInt32 UInt8 UTF16 UTF32 UTF8 UTF8Span UnboundedRange UnboundedRange_ UnfoldFirstSequence
        UnfoldSequence Unicode UnicodeCodec UnicodeDecodingResult UnicodeScalar UnicodeScalarType
        UnkeyedDecodingContainer UnkeyedEncodingContainer Unmanaged UnownedJob UnownedSerialExecutor
        UnownedTaskExecutor UnsafeBufferPointer UnsafeContinuation UnsafeCurrentTask UnsafeMutableBufferPointer
        UnsafeMutablePointer UnsafeMutableRawBufferPointer UnsafeMutableRawPointer UnsafePointer
        UnsafeRawBufferPointer UnsafeRawPointer UnsafeThrowingContinuation UnsignedInteger WritableKeyPath
        Zip2Sequence
        """)

    /// The public top-level types of ForwardCodable's runtime, without those generated code alone
    /// sees (`@_spi(ForwardCodableGenerated)`) and `CalendarDate`, a type of the schema language
    /// (FC202). Measured with Swift 6.3.1: a generated module's `public struct JSONValue` makes
    /// `let v: JSONValue` "'JSONValue' is ambiguous for type lookup in this context" in a file that
    /// imports ForwardCodable and the module. A test keeps the list equal to the runtime's sources.
    static let runtime = words(
        """
        AnyCodingKey DecimalString DecodeEvent DecodeRecorder DecodeReport DecodeReportSummary DecodingFailure
        EpochMilliseconds EpochSeconds FastJSONCodable FastJSONDecodable FastJSONEncodable Formatted ForwardEnum
        ForwardJSONDecoder ForwardJSONEncoder ForwardJSONError ForwardRecord ISO8601DateTime Indirect IntegerString JSONKey
        JSONNumberPrecision JSONPathComponent JSONReader JSONValue JSONWriter Resilient SchemaVersionError
        UndecodableElement UnknownShape UnknownVariant VersionedRecord WireArray WireBacked WireDictionary WireElement WireFormat
        """)

    private static func words(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: \.isWhitespace).map(String.init)).subtracting(Names.reservedTypeNames)
    }
}
