"""Letterpress shops and type foundries: Monotype casters, quote forms, ink suppliers."""

from __future__ import annotations

from twentyfirst_spec import reg

F = "letterpress_type_foundry_printshop"

reg(
    F,
    "letpr_monotype_caster_controller_ini_password",
    ("caster/<<org>>/interface.ini", "foundry<<n>>/caster/controller.ini"),
    """[Caster]
Model=Composition Caster
Interface=<<ip>>
Wedge=S5-12pt

[Sync]
Endpoint=https://type.<<dom>>/ribbons
Username=caster<<n>>
Password=<<cred>>
""",
    "ini",
)

reg(
    F,
    "letpr_print_shop_quote_form_php_mysqli_positional",
    ("public_html/<<org>>/quote.php", "site<<n>>/inc/db.php"),
    """<?php
$db = mysqli_connect('localhost', '<<svc>>', '<<cred>>', 'quotes');
if (!$db) {
    die('Database unavailable, please call the shop.');
}
$stmt = mysqli_prepare($db, 'INSERT INTO quotes (name, stock, qty) VALUES (?, ?, ?)');
""",
    "sq",
    syntax="",
)

reg(
    F,
    "letpr_type_specimen_hugo_toml_algolia_admin_key",
    ("specimens-<<org>>/hugo.toml", "sites/foundry<<n>>/hugo.toml"),
    """baseURL = "https://specimens.<<dom>>/"
languageCode = "en-gb"
title = "Wood & Metal Type Specimens"

[params]
  algoliaAppId = "<<id6>>QZ"
  algoliaIndex = "specimens"
  algoliaAdminKey = "<<cred>>"
""",
    "hex32",
)

reg(
    F,
    "letpr_ink_supplier_windows_ftp_s_script",
    ("edi/<<org>>/ink_orders.ftp", "batch/inkorders<<n>>.txt"),
    """open ftp.<<dom>>
ink<<n>>
<<cred>>
binary
cd /orders/in
put C:\\Orders\\ink_<<n3>>.csv
bye
""",
    "bare",
    syntax="",
)

reg(
    F,
    "letpr_platen_press_cups_printers_conf_device_uri",
    ("cups/<<org>>/printers.conf", "etc/cups/printers<<n>>.conf"),
    """# Printer configuration file for CUPS v2.4.2
<Printer ProofPlotter>
Info Proof plotter (galleys)
Location Composing room
MakeModel Generic PostScript Printer
DeviceURI ipp://proof<<n>>:<<cred>>@<<ip>>:631/ipp/print
State Idle
Accepting Yes
Shared No
</Printer>
""",
    "url",
    syntax="",
)

reg(
    F,
    "letpr_foundry_forum_post_md_members_login",
    ("forum/<<org>>/thread-<<n4>>.md", "posts/letterpress-<<n3>>.md"),
    """**Re: Anyone selling 14pt Caslon sorts?**

I have two cases spare. Members area of our guild site has the photos - guest login
is `guild` / `<<cred>>` until the end of the month, then we change it.

Cheers, <<first>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "letpr_archive_scanner_bat_curl_user",
    ("scripts/<<org>>/upload_scans.bat", "scanner<<n>>/upload.cmd"),
    """@echo off
rem upload the day's specimen scans to the archive
for %%f in (D:\\Scans\\*.tif) do (
  curl -u archive<<n>>:<<cred>> -T "%%f" https://archive.<<dom>>/dav/scans/
)
""",
    "bare",
    syntax="",
)

reg(
    F,
    "letpr_print_queue_common_lisp_postmodern_positional",
    ("src/<<org>>-queue.lisp", "queue<<n>>/db.lisp"),
    """(in-package :print-queue)

(defun connect-jobs ()
  (postmodern:connect-toplevel "jobs" "<<svc>>" "<<cred>>" "<<host>>" :port 5432))

(defun pending-jobs ()
  (postmodern:query "select id, stock, sheets from jobs where state = 'pending'"))
""",
    "dq",
    syntax="",
)
