import Toolkit
