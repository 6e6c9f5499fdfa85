"""Court reporting: CAT realtime feeds, job calendars, transcript delivery, depositions."""
# ruff: noqa: E501

from eighteenth_corpus import (
    SYM_INI,
    SYM_SQ,
    Out,
    alnum,
    b64,
    domain,
    email,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    user,
    words_pw,
)

FAM = "court_reporting_stenography_realtime"


@fmt(FAM, "cat_software_realtime_feed_ini_streaming_password")
def _cat(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[Realtime]
Output=TCP
Port=<<port>>
Protocol=CASEVIEW
TranslateOnTheFly=1

[Streaming]
Server=stream.<<dom>>
Account=<<u>>
StreamPassword=<<pw>>
ViewerLink=1

[Dictionary]
Personal=C:\\CAT\\Dict\\<<u>>.sgdct
Job=C:\\CAT\\Dict\\Jobs
""",
        port=rng.randint(8000, 8999),
        dom=domain(rng),
        u=user(rng),
        pw=pw,
    )
    return Out(f"C:/CAT/{o}/realtime{rng.randint(1, 20)}.ini", text, pw)


@fmt(FAM, "steno_job_calendar_sync_yaml_scheduling_api_key")
def _cal(rng):
    o = org(rng)
    key = "sch_" + hexs(rng, 40)
    text = fill(
        """agency: <<o>>
calendar:
  source: https://schedule.<<dom>>/api/jobs
  api_key: <<key>>
  poll_minutes: 15
reporters:
  - id: CSR-<<n1>>
    realtime: true
  - id: CSR-<<n2>>
    realtime: false
notify_on: [new_job, cancelled, rush_transcript]
""",
        o=o,
        dom=domain(rng),
        key=key,
        n1=rng.randint(1000, 9999),
        n2=rng.randint(1000, 9999),
    )
    return Out(f"agency/{o}/calendar-sync{rng.randint(1, 9)}.yml", text, key)


@fmt(FAM, "transcript_delivery_powershell_invoke_restmethod_bearer")
def _deliver(rng):
    o = org(rng)
    tok = "tdp_" + alnum(rng, 44)
    text = fill(
        """param([string]$Job)
$headers = @{ Authorization = 'Bearer <<tok>>' }
$pdf = "E:\\Transcripts\\$Job\\$Job-certified.pdf"
$ptx = "E:\\Transcripts\\$Job\\$Job.ptx"
foreach ($f in @($pdf, $ptx)) {
  Invoke-RestMethod -Uri "https://repository.<<dom>>/api/jobs/$Job/files" -Method Post -Headers $headers -InFile $f -ContentType 'application/octet-stream'
}
Write-Host "delivered $Job"
""",
        tok=tok,
        dom=domain(rng),
    )
    return Out(f"scripts/{o}/Send-Transcript{rng.randint(1, 20)}.ps1", text, tok, "")


@fmt(FAM, "deposition_video_sync_json_cloud_storage_secret")
def _video(rng):
    o = org(rng)
    sec = b64(rng, 30)
    text = fill(
        """{
  "videographer": "<<o>>",
  "sync": {"engine": "timecode", "fps": 29.97, "transcriptFormat": "ptx"},
  "storage": {
    "bucket": "<<o>>-depositions",
    "region": "eu-central-1",
    "accessKeyId": "AKIA<<akid>>",
    "secretAccessKey": "<<sec>>"
  }
}
""",
        o=o,
        akid=alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
        sec=sec,
    )
    return Out(f"depo/{o}/sync{rng.randint(1, 20)}.json", text, sec)


@fmt(FAM, "reporter_agency_portal_django_local_settings_db_password")
def _django(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """from .settings import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["portal.<<dom>>"]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "reporters",
        "USER": "portal",
        "PASSWORD": '<<pw>>',
        "HOST": "<<h>>",
        "PORT": "5432",
    }
}
""",
        dom=domain(rng),
        pw=pw,
        h=host(rng, "db"),
    )
    return Out(f"{o}-portal/portal/local_settings{rng.randint(1, 9)}.py", text, pw)


@fmt(FAM, "realtime_viewer_invite_txt_url_query_passcode")
def _viewer(rng):
    o = org(rng)
    pc = alnum(rng, 14)
    text = fill(
        """Counsel,

Realtime for tomorrow's deposition (<<case>>) will stream to the link below. Open it in
any browser; no software needed. Rough draft to follow within 24 hours.

  https://live.<<dom>>/view/<<sess>>?passcode=<<pc>>

Please do not forward. The session closes when we go off the record.

<<o>> Court Reporting
""",
        case=f"Case No. {rng.randint(20, 25)}-CV-{rng.randint(1000, 9999)}",
        dom=domain(rng),
        sess=rng.randint(100000, 999999),
        pc=pc,
        o=o,
    )
    return Out(f"mail/{o}/realtime_invite_{rng.randint(1, 300)}.txt", text, pc, "")


@fmt(FAM, "scopist_handoff_eml_plain_portal_password")
def _scopist(rng):
    o = org(rng)
    pw = words_pw(rng)
    text = fill(
        """From: <<frm>>
To: <<to>>
Subject: job <<job>> - audio + draft ready
Date: Tue, <<d>> Mar 2025 19:02:11 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hi,

Draft and audio sync are up on the agency file portal, folder <<job>>. Your
scopist login was reset: user <<u>>, password <<pw>>
Spellings list is in the job folder. Due Thursday noon.

Thanks!
""",
        frm=email(rng),
        to=email(rng),
        job=rng.randint(10000, 99999),
        d=rng.randint(1, 28),
        u=user(rng),
        pw=pw,
    )
    return Out(f"mail/{o}/scopist_{rng.randint(1, 400)}.eml", text, pw, "")
