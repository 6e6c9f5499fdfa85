# ruff: noqa: E501
"""Coroner's offices: inquest listings, pathology shares, jury summons, courtroom AV."""

from __future__ import annotations

from thirtyfifth_spec import human_with, reg

F = "coroner_inquest_office"
INQ_WORDS = (
    "inquest",
    "verdict",
    "deposition",
    "juror",
    "postmortem",
    "registrar",
    "witness",
    "adjourn",
)

reg(
    F,
    "coroner_inquest_listings_drupal_settings_php",
    ("sites/<<org>>/settings.php", "web/sites/default/settings_<<n>>.php"),
    """<?php

// Inquest listings site
$databases['default']['default'] = [
  'database' => 'inquests',
  'username' => 'drupal',
  'password' => '<<cred>>',
  'host' => '<<ip>>',
  'port' => '3306',
  'driver' => 'mysql',
  'prefix' => '',
];
$settings['hash_salt'] = '<<sha256>>';
$settings['trusted_host_patterns'] = ['^inquests\\.<<org>>\\.'];
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "coroner_pathology_reports_cifs_fstab",
    ("etc/fstab", "office-pc/<<org>>/fstab_<<n>>"),
    """# /etc/fstab: static file system information.
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
UUID=<<uuid2>> none            swap    sw              0       0
# pathology reports share (mortuary)
//<<ip>>/pathology /mnt/pathology cifs username=<<svc>>,password=<<cred>>,domain=CORONER,vers=3.0,uid=1000,ro 0 0
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "coroner_jury_summons_mailer_sendgrid_node",
    ("jury/<<org>>/mailer.js", "summons-service/src/notify_<<n>>.js"),
    """const sgMail = require('@sendgrid/mail');

sgMail.setApiKey('<<cred>>');

async function sendSummons(juror) {
  await sgMail.send({
    to: juror.email,
    from: 'jury@<<dom>>',
    templateId: 'd-<<hex12>><<hex12>><<hex8>>',
    dynamicTemplateData: { name: juror.name, date: juror.hearingDate },
  });
}

module.exports = { sendSummons };
""",
    "p:sendgrid",
    syntax="",
)

reg(
    F,
    "coroner_irish_email_pasfhocal_clar",
    ("post/<<org>>/<<n3>>.eml", "cartlann/<<f>>/clar_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Rochtain ar chlár na n-ionchoisní
Date: Mon, <<day>> Jun <<year>> <<time>>:10 +0100
Content-Type: text/plain; charset=UTF-8

A <<first2>>, a chara,

Seo na sonraí don chóras clárúcháin:
Ainm úsáideora: <<udot>>
Pasfhocal: <<cred>>

Le meas,
<<first>>
""",
    human_with((*INQ_WORDS, "gaillimh", "cuirt")),
    syntax="",
)

reg(
    F,
    "coroner_courtroom_av_matrix_expect_script",
    ("av/<<org>>/courtroom1_preset.exp", "scripts/av-matrix_<<n>>.exp"),
    """#!/usr/bin/expect -f
# Recall the inquest preset on the courtroom AV matrix before hearings
set timeout 10
spawn telnet <<ip>> 23
expect "login:"
send "admin\\r"
expect "Password:"
send "<<cred>>\\r"
expect ">"
send "RECALL PRESET 3\\r"
expect ">"
send "exit\\r"
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "coroner_records_bash_history_git_clone_pat",
    ("home/<<user>>/.bash_history", "it/<<org>>/history_<<n>>.txt"),
    """cd /opt
sudo mkdir records-tools && sudo chown $USER records-tools
git clone https://<<user>>:<<cred>>@github.com/<<org>>/records-tools.git
cd records-tools
python3 -m venv .venv && . .venv/bin/activate
pip install -r requirements.txt
""",
    "p:ghp",
    syntax="",
)

reg(
    F,
    "coroner_helpdesk_ticket_temporary_password",
    ("helpdesk/<<org>>/ticket_<<n4>>.txt", "tickets/export/INC<<n6>>.txt"),
    """Ticket INC<<n6>>  |  Status: Resolved  |  Priority: 3
Requester: <<name>> (Coroner's Officer)
Summary: Locked out of case management system after leave

<<ddmm>> <<time>> - <<name2>> (Service Desk)
Account unlocked. Temporary password set to <<cred>>
User must change at next logon (policy enforced). Closing.
""",
    "pw_alnum",
    syntax="",
)

reg(
    F,
    "coroner_toxicology_share_vbscript_map_drive",
    ("logon/<<org>>/map_tox.vbs", "netlogon/scripts/tox_<<n>>.vbs"),
    """' Map the toxicology results share for coroner's officers
Option Explicit
Dim objNetwork
Set objNetwork = CreateObject("WScript.Network")
On Error Resume Next
objNetwork.RemoveNetworkDrive "T:", True, True
objNetwork.MapNetworkDrive "T:", "\\\\<<ip>>\\toxicology", False, "CORONER\\<<svc>>", "<<cred>>"
""",
    "pw_dq",
    syntax="",
)
