# ruff: noqa: E501
"""Prose in file kinds new to the corpora: BibTeX notes, vCards, SVG metadata, notebook
markdown cells, diaries, Marp slides, postcard transcriptions."""

from __future__ import annotations

from twentieth_spec import reg

F = "prose_bibtex_vcard_svg_ipynb_diaries"

reg(
    F,
    "bibtex_reference_note_field_library_login",
    "refs/<<org>>_<<last>>_<<n>>.bib",
    r"""@article{<<last>><<n>>,
  author  = {<<last>>, <<first>>},
  title   = {Seasonal variation in something measurable},
  journal = {Journal of Applied Things},
  year    = {2026},
  note    = {PDF via the library proxy, login <<user>> / <<v>>}
}
""",
    "human",
    "",
)

reg(
    F,
    "vcard_contact_note_router_password",
    "contacts/<<first>>_<<last>>_<<n>>.vcf",
    r"""BEGIN:VCARD
VERSION:3.0
FN:<<first>> <<last>>
ORG:<<org>>
EMAIL:<<email>>
NOTE:IT contact. Office router admin password <<v>>
END:VCARD
""",
    "pw_bare",
    "",
)

reg(
    F,
    "svg_floorplan_desc_alarm_panel_code",
    "plans/<<org>>_floor<<n>>.svg",
    r"""<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <title>Ground floor plan</title>
  <desc>Alarm panel by the rear door; engineer login <<v>></desc>
  <rect x="10" y="10" width="780" height="580" fill="none" stroke="black"/>
</svg>
""",
    "human",
    "",
)

reg(
    F,
    "ipynb_markdown_cell_cluster_login",
    "notebooks/<<org>>_analysis_<<n>>.ipynb",
    r"""{
 "cells": [
  {"cell_type": "markdown", "metadata": {}, "source": ["## Setup\n", "Cluster login for this notebook: `<<user>>` / `<<v>>` (ask before sharing)"]},
  {"cell_type": "code", "execution_count": null, "metadata": {}, "outputs": [], "source": ["import pandas as pd"]}
 ],
 "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}
""",
    "human",
)

reg(
    F,
    "personal_diary_txt_bank_app_password",
    "diary/<<first>>_<<date>>_<<n>>.txt",
    r"""<<date>>
Rained all day. Finally set up the banking app on the new phone; the password is
<<v>> because the old one was refused. Must not forget.
""",
    "human",
    "",
)

reg(
    F,
    "marp_slide_deck_md_guest_wifi_password",
    "slides/<<org>>_welcome_<<n>>.md",
    r"""---
marp: true
theme: default
---

# Welcome to <<org>>

---

## Getting online

Network: **<<org>>-guest**
Password: **<<v>>**
""",
    "pw_bare",
    "",
)

reg(
    F,
    "postcard_transcription_txt_email_password",
    "letters/postcard_<<last>>_<<n>>.txt",
    r"""Postcard, stamped <<date>>, transcribed by <<first>>.

Dear both, the cottage is lovely. I set up the email on Gran's tablet, her password
is <<v>> if she asks again. Back Sunday. Love, <<first>>
""",
    "human",
    "",
)
