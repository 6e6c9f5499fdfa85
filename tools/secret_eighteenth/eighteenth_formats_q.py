"""Driving schools: booking sites, car trackers, instructor diaries, reminders, dashcams."""
# ruff: noqa: E501

from eighteenth_corpus import (
    SYM_DQ,
    SYM_INI,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    org,
    user,
    uuid4,
    words_pw,
)

FAM = "driving_school_lesson_scheduling"


@fmt(FAM, "driving_school_booking_php_mysqli_connect_password")
def _php(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """<?php
$db = mysqli_connect("localhost", "<<u>>", "<<pw>>", "lessons");
if (!$db) { die("db down"); }
$slots = mysqli_query($db, "SELECT * FROM slots WHERE instructor_id = " . intval($_GET['i']));
""",
        u=o.replace("-", "")[:12],
        pw=pw,
    )
    return Out(f"public_html/{o}/inc/db{rng.randint(1, 20)}.php", text, pw, "")


@fmt(FAM, "dual_control_car_tracker_json_api_key")
def _tracker(rng):
    o = org(rng)
    key = alnum(rng, 36)
    text = fill(
        """{"fleet": "<<o>>", "cars": <<n>>, "tracker": {"api": "https://track.<<dom>>/v1", "apiKey": "<<key>>"}, "harshBrakeG": 0.4}
""",
        o=o,
        n=rng.randint(3, 20),
        dom=domain(rng),
        key=key,
    )
    return Out(f"fleet/{o}/tracker{rng.randint(1, 30)}.json", text, key)


@fmt(FAM, "instructor_diary_sync_ini_password")
def _diary(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[diary]
instructor=<<u>>
lesson_minutes=60
[sync]
server=https://diary.<<dom>>
password=<<pw>>
""",
        u=user(rng),
        dom=domain(rng),
        pw=pw,
    )
    return Out(f"instructors/{o}/diary{rng.randint(1, 40)}.ini", text, pw)


@fmt(FAM, "lesson_reminder_sms_python_client_positional_key")
def _sms(rng):
    o = org(rng)
    key = hexs(rng, 32)
    text = fill(
        """from smsgateway import Client

client = Client("<<acct>>", "<<key>>")
for lesson in tomorrow():
    client.send(lesson.pupil_phone, f"Reminder: driving lesson {lesson.start:%H:%M}, pickup {lesson.pickup}.")
""",
        acct=rng.randint(100000, 999999),
        key=key,
    )
    return Out(f"{o}/reminders/send{rng.randint(1, 30)}.py", text, key)


@fmt(FAM, "dashcam_footage_upload_sh_curl_form_key")
def _dash(rng):
    o = org(rng)
    key = "dc_" + alnum(rng, 32)
    text = fill(
        """#!/bin/sh
for f in /mnt/dashcam/EVENT/*.MP4; do
  curl -sf -F "key=<<key>>" -F "car=<<o>>-<<n>>" -F "file=@$f" https://footage.<<dom>>/upload && rm "$f"
done
""",
        key=key,
        o=o,
        n=rng.randint(1, 12),
        dom=domain(rng),
    )
    return Out(f"{o}/bin/dashcam_upload{rng.randint(1, 30)}.sh", text, key, "")


@fmt(FAM, "driving_school_ics_event_description_portal_login")
def _ics(rng):
    o = org(rng)
    pw = words_pw(rng)
    text = fill(
        """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//<<o>>//lessons//EN
BEGIN:VEVENT
UID:<<uid>>@<<o>>
DTSTART:2025<<m>>10T090000Z
DTEND:2025<<m>>10T100000Z
SUMMARY:Mock exam - route 3
DESCRIPTION:Book the real exam on the agency portal after this. Login is the
  school account: bookings@<<o>> / <<pw>>
END:VEVENT
END:VCALENDAR
""",
        o=o,
        uid=uuid4(rng),
        m=f"{rng.randint(1, 12):02d}",
        pw=pw,
    )
    return Out(f"calendar/{o}/mock-exam-{rng.randint(1, 200)}.ics", text, pw, "")
