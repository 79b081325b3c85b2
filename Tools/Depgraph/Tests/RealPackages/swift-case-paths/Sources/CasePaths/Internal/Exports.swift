@_exported import CasePathsCore
