/// The face model's credit and licence, for `outdoor about`: the model is built into the binary.
public enum FaceModelCredit {
    /// What the model is.
    public static let name =
        "Improved LBP frontal-face cascade (lbpcascade_frontalface_improved.xml, from Debian's opencv-data 4.6.0)"
    /// Its licence's short name.
    public static let licence = "BSD-3-Clause"
    /// The credit its authors ask for.
    public static let credit =
        "Steven Puttemans, Can Ergun and Toon Goedeme (KU Leuven, EAVISE), 2017; converted to numbers in "
        + "outdoor's source (Scripts/face-cascade) and evaluated by outdoor's own code."
    /// The licence text, as the model's file carries it.
    public static let licenceText = """
        Contributors License Agreement
        IMPORTANT: READ BEFORE DOWNLOADING, COPYING, INSTALLING OR USING.
        By downloading, copying, installing or using the software you agree
        to this license. If you do not agree to this license, do not download,
        install, copy or use the software.

        Copyright (c) 2017, Puttemans Steven, Can Ergun and Toon Goedeme
        (KU Leuven, EAVISE Research Group, Jan Pieter De Nayerlaan 5,
        Sint-Katelijne-Waver, Belgium).
        All rights reserved.

        Redistribution and use in source and binary forms, with or without
        modification, are permitted provided that the following conditions are
        met:

        * Redistributions of source code must retain the above copyright
        notice, this list of conditions and the following disclaimer.
        * Redistributions in binary form must reproduce the above
        copyright notice, this list of conditions and the following
        disclaimer in the documentation and/or other materials provided
        with the distribution.
        * The name of Contributor may not used to endorse or promote products
        derived from this software without specific prior written permission.

        THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS
        "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT
        LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR
        A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE
        CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL,
        EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO,
        PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR
        PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF
        LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING
        NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE OF THIS
        SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
        """
}
